// Reloads the parts of the page marked data-live when the server says something
// changed; without JavaScript the page still works (reload it by hand).
(function () {
  "use strict";
  var source = document.body.getAttribute("data-live");
  if (!source || !window.EventSource) { return; }
  var refresh = function () {
    fetch(window.location.href, { credentials: "same-origin" })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (html) {
        if (!html) { return; }
        var fresh = new DOMParser().parseFromString(html, "text/html");
        document.querySelectorAll("main [data-live]").forEach(function (part) {
          var replacement = part.id && fresh.getElementById(part.id);
          if (replacement) { part.replaceWith(replacement); }
        });
      });
  };
  var events = new EventSource(source);
  events.addEventListener("turn", refresh);
  events.addEventListener("change", refresh);
  // A browser holds six connections to a server over HTTP/1.1: a page left for
  // another (or kept in the back-forward cache) gives its stream back.
  window.addEventListener("pagehide", function () { events.close(); });
})();
