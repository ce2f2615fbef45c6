//! Fixed-width integers wide enough for the Dutch system's edge weights.
//!
//! Every pairing criterion owns a field of bits in an edge weight, the most
//! important criterion in the highest bits, so that comparing two matchings'
//! total weights compares them criterion by criterion. With many score groups
//! the weights need hundreds of bits; [`Wide`] holds `64 × L` bits in two's
//! complement (the matching's slacks may pass below zero in intermediate sums)
//! and is `Copy`, so the matching code runs without allocation.

use std::cmp::Ordering;

/// Arithmetic the weighted matching needs from its weight type.
pub(crate) trait Weight: Copy + Eq + Ord + std::fmt::Debug {
    /// Zero.
    fn zero() -> Self;
    /// Whether the value is zero.
    fn is_zero(&self) -> bool;
    /// The sum (wrapping; the caller reserves headroom bits).
    fn add(self, other: Self) -> Self;
    /// The difference (wrapping, two's complement).
    fn sub(self, other: Self) -> Self;
    /// Half of a non-negative value, rounded down.
    fn half(self) -> Self;
    /// One.
    fn one() -> Self;
    /// Whether the value is odd.
    fn is_odd(&self) -> bool;
    /// `self + other - subtrahend` (a slack), in one pass.
    fn add_sub(self, other: Self, subtrahend: Self) -> Self {
        self.add(other).sub(subtrahend)
    }
    /// Twice the value.
    fn double(self) -> Self {
        self.add(self)
    }
}

/// A signed integer of `64 × L` bits, little-endian limbs.
#[derive(Clone, Copy, Eq)]
pub(crate) struct Wide<const L: usize> {
    limbs: [u64; L],
}

impl<const L: usize> PartialEq for Wide<L> {
    /// Limb by limb, inlined (the derived comparison calls `memcmp`).
    #[inline(always)]
    fn eq(&self, other: &Self) -> bool {
        let mut differ = 0;
        for index in 0..L {
            differ |= self.limbs[index] ^ other.limbs[index];
        }
        differ == 0
    }
}

impl<const L: usize> Wide<L> {
    /// The value `value`.
    #[inline(always)]
    pub(crate) fn from_u64(value: u64) -> Self {
        let mut limbs = [0; L];
        limbs[0] = value;
        Self { limbs }
    }

    /// The value shifted left by `bits` (bits shifted out are lost).
    pub(crate) fn shl(self, bits: u32) -> Self {
        let limb_shift = (bits / 64) as usize;
        let bit_shift = bits % 64;
        let mut limbs = [0u64; L];
        for index in (limb_shift..L).rev() {
            let source = index - limb_shift;
            let mut value = self.limbs[source] << bit_shift;
            if bit_shift > 0 && source > 0 {
                value |= self.limbs[source - 1] >> (64 - bit_shift);
            }
            limbs[index] = value;
        }
        Self { limbs }
    }

    /// Adds `value << offset`, in place (a weight is built by many such
    /// additions, and copying the whole value at each cost more than the
    /// addition).
    #[inline(always)]
    pub(crate) fn add_at(&mut self, offset: u32, value: u64) {
        let limb = (offset / 64) as usize;
        let bit = offset % 64;
        let spread = u128::from(value) << bit;
        let mut carry = 0u128;
        for (index, part) in [spread as u64, (spread >> 64) as u64]
            .into_iter()
            .enumerate()
        {
            if limb + index >= L {
                break;
            }
            let sum = u128::from(self.limbs[limb + index]) + u128::from(part) + carry;
            self.limbs[limb + index] = sum as u64;
            carry = sum >> 64;
        }
        let mut index = limb + 2;
        while carry != 0 && index < L {
            let sum = u128::from(self.limbs[index]) + carry;
            self.limbs[index] = sum as u64;
            carry = sum >> 64;
            index += 1;
        }
    }

    /// The value plus a small unsigned number.
    pub(crate) fn add_u64(self, value: u64) -> Self {
        self.add(Self::from_u64(value))
    }

    /// The value minus a small unsigned number.
    pub(crate) fn sub_u64(self, value: u64) -> Self {
        self.sub(Self::from_u64(value))
    }

    #[inline(always)]
    fn is_negative(&self) -> bool {
        self.limbs[L - 1] >> 63 == 1
    }
}

impl<const L: usize> Weight for Wide<L> {
    #[inline(always)]
    fn zero() -> Self {
        Self { limbs: [0; L] }
    }

    #[inline(always)]
    fn is_zero(&self) -> bool {
        self.limbs.iter().all(|&limb| limb == 0)
    }

    #[inline(always)]
    fn one() -> Self {
        Self::from_u64(1)
    }

    #[inline(always)]
    fn is_odd(&self) -> bool {
        self.limbs[0] & 1 == 1
    }

    // The carries go through 128-bit sums, which the compiler turns into
    // add-with-carry chains (a boolean carry compiled to flag juggling at
    // every limb, and these sums are most of a matching's work).
    #[inline(always)]
    fn add(self, other: Self) -> Self {
        let mut limbs = [0u64; L];
        let mut carry = 0u128;
        for (index, limb) in limbs.iter_mut().enumerate() {
            let sum = u128::from(self.limbs[index]) + u128::from(other.limbs[index]) + carry;
            *limb = sum as u64;
            carry = sum >> 64;
        }
        Self { limbs }
    }

    #[inline(always)]
    fn sub(self, other: Self) -> Self {
        let mut limbs = [0u64; L];
        let mut borrow = 0u128;
        for (index, limb) in limbs.iter_mut().enumerate() {
            let difference = u128::from(self.limbs[index])
                .wrapping_sub(u128::from(other.limbs[index]))
                .wrapping_sub(borrow);
            *limb = difference as u64;
            borrow = difference >> 127;
        }
        Self { limbs }
    }

    #[inline(always)]
    fn add_sub(self, other: Self, subtrahend: Self) -> Self {
        let mut limbs = [0u64; L];
        // The carry of the running sum: -1, 0 or 1.
        let mut carry = 0i128;
        for (index, limb) in limbs.iter_mut().enumerate() {
            let sum = i128::from(self.limbs[index]) + i128::from(other.limbs[index])
                - i128::from(subtrahend.limbs[index])
                + carry;
            *limb = sum as u64;
            carry = sum >> 64;
        }
        Self { limbs }
    }

    #[inline(always)]
    fn half(self) -> Self {
        let mut limbs = [0u64; L];
        for (index, limb) in limbs.iter_mut().enumerate() {
            // The bit coming down from the next limb; the top limb keeps its
            // sign bit (an arithmetic shift).
            let high = if index + 1 < L {
                self.limbs[index + 1] << 63
            } else {
                self.limbs[index] & (1 << 63)
            };
            *limb = (self.limbs[index] >> 1) | high;
        }
        Self { limbs }
    }
}

impl<const L: usize> Ord for Wide<L> {
    #[inline(always)]
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.is_negative(), other.is_negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        for index in (0..L).rev() {
            match self.limbs[index].cmp(&other.limbs[index]) {
                Ordering::Equal => continue,
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const L: usize> PartialOrd for Wide<L> {
    #[inline(always)]
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl<const L: usize> std::fmt::Debug for Wide<L> {
    fn fmt(&self, formatter: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(formatter, "0x")?;
        for limb in self.limbs.iter().rev() {
            write!(formatter, "{limb:016x}")?;
        }
        Ok(())
    }
}

impl Weight for i64 {
    fn zero() -> Self {
        0
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn add(self, other: Self) -> Self {
        self + other
    }
    fn sub(self, other: Self) -> Self {
        self - other
    }
    fn half(self) -> Self {
        self >> 1
    }
    fn one() -> Self {
        1
    }
    fn is_odd(&self) -> bool {
        self & 1 == 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn wide(value: i128) -> Wide<2> {
        let bits = value as u128;
        Wide {
            limbs: [bits as u64, (bits >> 64) as u64],
        }
    }

    proptest! {
        #[test]
        fn arithmetic_matches_i128(a in -(1i128 << 100)..(1i128 << 100), b in -(1i128 << 100)..(1i128 << 100)) {
            prop_assert_eq!(wide(a).add(wide(b)), wide(a + b));
            prop_assert_eq!(wide(a).sub(wide(b)), wide(a - b));
            prop_assert_eq!(wide(a).add_sub(wide(b), wide(a + b)), wide(0));
            prop_assert_eq!(wide(a).add_sub(wide(a), wide(b)), wide(2 * a - b));
            prop_assert_eq!(wide(a).cmp(&wide(b)), a.cmp(&b));
            prop_assert_eq!(wide(a).half(), wide(a >> 1));
        }

        #[test]
        fn adding_at_an_offset_matches_i128(a in 0i128..(1i128 << 100), value: u64, offset in 0u32..100) {
            let value = i128::from(value >> 40);
            let mut sum = wide(a);
            sum.add_at(offset, value as u64);
            prop_assert_eq!(sum, wide(a + (value << offset)));
        }

        #[test]
        fn shifts_match_i128(a in 0i128..(1i128 << 60), bits in 0u32..66) {
            prop_assert_eq!(wide(a).shl(bits), wide(a << bits));
        }
    }

    #[test]
    fn small_sums_and_shifts_keep_the_sign() {
        assert_eq!(wide(-1).shl(1).add_u64(2).sub_u64(1), wide(-1));
    }
}
