/// Why an RSA public key of an acceptable size is still refused: with it, a sealed secret is not secret.
///
/// The checks are those of NIST SP 800-56B §6.4.2.2 (partial public-key validation), which OpenSSL's
/// public-key check applies: with `e = 1` the "ciphertext" is the padded plaintext, with `e = 2` or any even
/// exponent the key cannot decrypt, and an even modulus or one with a small prime factor is trivially
/// factored. They run on every platform; on Linux OpenSSL's own check
/// (`EVP_PKEY_public_check`, which also runs a Miller–Rabin test on the modulus) runs after them.
public enum RSAKeyDefect: Sendable, Hashable {
    /// The public exponent is even.
    case evenExponent
    /// The public exponent is below 65537.
    case exponentBelow65537
    /// The public exponent has more than 256 bits (and so may exceed the modulus).
    case exponentAbove256Bits
    /// The modulus is even.
    case evenModulus
    /// The modulus has a prime factor below 752.
    case modulusWithSmallFactor
    /// OpenSSL's public-key check refused the key for another reason (for example a prime modulus, or the
    /// power of a prime).
    case refusedByPublicKeyCheck

    /// The first defect of the RSA key with big-endian `modulus` and `exponent`, or `nil` if there is none.
    static func first(modulus: ArraySlice<UInt8>, exponent: ArraySlice<UInt8>) -> RSAKeyDefect? {
        let modulus = modulus.drop { $0 == 0 }, exponent = exponent.drop { $0 == 0 }
        guard let exponentLast = exponent.last, let modulusLast = modulus.last else { return .exponentBelow65537 }
        if exponentLast & 1 == 0 { return .evenExponent }
        if exponent.count > 32 { return .exponentAbove256Bits }
        // 65537 = 0x010001: three significant bytes at least, and no smaller three-byte value.
        if exponent.count < 3 || (exponent.count == 3 && exponent.elementsEqual([1, 0, 0])) { return .exponentBelow65537 }
        if modulusLast & 1 == 0 { return .evenModulus }
        if smallOddPrimes.contains(where: { remainder(of: modulus, dividedBy: $0) == 0 }) { return .modulusWithSmallFactor }
        return nil
    }

    /// `value mod divisor` for a big-endian unsigned integer.
    private static func remainder(of value: ArraySlice<UInt8>, dividedBy divisor: Int) -> Int {
        value.reduce(0) { ($0 << 8 | Int($1)) % divisor }
    }

    /// The odd primes below 752, whose product OpenSSL's check takes the modulus's gcd with.
    static let smallOddPrimes: [Int] = (3..<752).filter { candidate in
        candidate % 2 == 1 && !stride(from: 3, through: Int(Double(candidate).squareRoot()), by: 2).contains { candidate % $0 == 0 }
    }
}
