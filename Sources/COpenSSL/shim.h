// The parts of the system's OpenSSL (libcrypto) that SecureInput uses on Linux: the EVP cipher API
// for AES-256-GCM, and for sealed envelopes P-256 ECDH, HMAC-SHA256, SHA-256 and RSA-OAEP.
// Found through pkg-config `openssl` (Debian/Ubuntu: apt-get install libssl-dev). OpenSSL 3.0 or later.
//
// The kbc_* helpers below wrap the EVP/OSSL_PARAM calls whose macros or variadic and builder APIs
// Swift cannot import well. They are thin: each is one standard OpenSSL operation, no cryptography
// of our own. Every one frees what it allocates, with the clearing variant wherever a secret passed.
#include <openssl/evp.h>
#include <openssl/bn.h>
#include <openssl/core_names.h>
#include <openssl/crypto.h>
#include <openssl/ec.h>
#include <openssl/hmac.h>
#include <openssl/obj_mac.h>
#include <openssl/param_build.h>
#include <openssl/rsa.h>
#include <openssl/x509.h>

/// A P-256 key pair from a 32-byte big-endian private scalar; NULL if it is 0 or not below the
/// group order. The scalar's copies (the BIGNUM, the parameter array) are cleared before they are freed.
static inline EVP_PKEY *kbc_p256_private_key(const unsigned char *scalar, size_t length) {
    EVP_PKEY *key = NULL;
    BN_CTX *bn_context = BN_CTX_secure_new();
    EC_GROUP *group = EC_GROUP_new_by_curve_name(NID_X9_62_prime256v1);
    BIGNUM *secret = BN_secure_new();
    EC_POINT *point = NULL;
    unsigned char encoded[65];
    OSSL_PARAM_BLD *builder = NULL;
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *context = NULL;
    if (bn_context == NULL || group == NULL || secret == NULL) goto done;
    if (BN_bin2bn(scalar, (int)length, secret) == NULL) goto done;
    if (BN_is_zero(secret) || BN_cmp(secret, EC_GROUP_get0_order(group)) >= 0) goto done;
    point = EC_POINT_new(group);
    if (point == NULL || !EC_POINT_mul(group, point, secret, NULL, NULL, bn_context)) goto done;
    if (EC_POINT_point2oct(group, point, POINT_CONVERSION_UNCOMPRESSED, encoded, sizeof encoded, bn_context) != sizeof encoded) goto done;
    builder = OSSL_PARAM_BLD_new();
    if (builder == NULL
        || !OSSL_PARAM_BLD_push_utf8_string(builder, OSSL_PKEY_PARAM_GROUP_NAME, SN_X9_62_prime256v1, 0)
        || !OSSL_PARAM_BLD_push_BN(builder, OSSL_PKEY_PARAM_PRIV_KEY, secret)
        || !OSSL_PARAM_BLD_push_octet_string(builder, OSSL_PKEY_PARAM_PUB_KEY, encoded, sizeof encoded)) goto done;
    params = OSSL_PARAM_BLD_to_param(builder);
    context = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
    if (params == NULL || context == NULL || EVP_PKEY_fromdata_init(context) <= 0
        || EVP_PKEY_fromdata(context, &key, EVP_PKEY_KEYPAIR, params) <= 0) {
        key = NULL;
    }
done:
    EVP_PKEY_CTX_free(context);
    OSSL_PARAM_free(params);  /* the scalar sits in the secure block (BN_secure_new), which this clears */
    OSSL_PARAM_BLD_free(builder);
    EC_POINT_clear_free(point);
    BN_clear_free(secret);
    EC_GROUP_free(group);
    BN_CTX_free(bn_context);
    return key;
}

/// A P-256 public key from its 65-byte uncompressed X9.63 encoding; NULL if the bytes are not a
/// point on the curve (OpenSSL's decoder checks) or the public-key check fails.
static inline EVP_PKEY *kbc_p256_public_key(const unsigned char *x963, size_t length) {
    EVP_PKEY *key = NULL;
    OSSL_PARAM_BLD *builder = OSSL_PARAM_BLD_new();
    OSSL_PARAM *params = NULL;
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_name(NULL, "EC", NULL);
    if (builder == NULL || context == NULL
        || !OSSL_PARAM_BLD_push_utf8_string(builder, OSSL_PKEY_PARAM_GROUP_NAME, SN_X9_62_prime256v1, 0)
        || !OSSL_PARAM_BLD_push_octet_string(builder, OSSL_PKEY_PARAM_PUB_KEY, x963, length)) goto done;
    params = OSSL_PARAM_BLD_to_param(builder);
    if (params == NULL || EVP_PKEY_fromdata_init(context) <= 0
        || EVP_PKEY_fromdata(context, &key, EVP_PKEY_PUBLIC_KEY, params) <= 0) {
        key = NULL;
        goto done;
    }
    EVP_PKEY_CTX *check = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
    if (check == NULL || EVP_PKEY_public_check(check) != 1) {
        EVP_PKEY_free(key);
        key = NULL;
    }
    EVP_PKEY_CTX_free(check);
done:
    EVP_PKEY_CTX_free(context);
    OSSL_PARAM_free(params);
    OSSL_PARAM_BLD_free(builder);
    return key;
}

/// The 65-byte uncompressed public point of a P-256 key; 1 on success.
static inline int kbc_p256_public_bytes(EVP_PKEY *key, unsigned char *out, size_t capacity) {
    size_t written = 0;
    return EVP_PKEY_get_octet_string_param(key, OSSL_PKEY_PARAM_ENCODED_PUBLIC_KEY, out, capacity, &written) == 1
        && written == 65;
}

/// ECDH: the x-coordinate of `private_key` times `peer`, 32 bytes into `out`; 1 on success.
static inline int kbc_ecdh(EVP_PKEY *private_key, EVP_PKEY *peer, unsigned char *out, size_t capacity) {
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_pkey(NULL, private_key, NULL);
    size_t written = capacity;
    int ok = context != NULL && EVP_PKEY_derive_init(context) > 0 && EVP_PKEY_derive_set_peer(context, peer) > 0
        && EVP_PKEY_derive(context, out, &written) > 0 && written == capacity;
    EVP_PKEY_CTX_free(context);
    return ok;
}

/// A public key from SubjectPublicKeyInfo DER; NULL if OpenSSL cannot decode it.
static inline EVP_PKEY *kbc_public_key_from_spki(const unsigned char *der, size_t length) {
    const unsigned char *cursor = der;
    EVP_PKEY *key = d2i_PUBKEY(NULL, &cursor, (long)length);
    if (key != NULL && cursor != der + length) {  // trailing bytes: not one key
        EVP_PKEY_free(key);
        key = NULL;
    }
    return key;
}

/// RSA-OAEP with SHA-256 (and MGF1-SHA-256, empty label) of `in` under `key`; 1 on success, the
/// ciphertext's length in `*out_length` (`out` must hold the modulus size).
static inline int kbc_rsa_oaep_sha256_encrypt(EVP_PKEY *key, const unsigned char *in, size_t in_length,
                                              unsigned char *out, size_t *out_length) {
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
    int ok = context != NULL && EVP_PKEY_encrypt_init(context) > 0
        && EVP_PKEY_CTX_set_rsa_padding(context, RSA_PKCS1_OAEP_PADDING) > 0
        && EVP_PKEY_CTX_set_rsa_oaep_md(context, EVP_sha256()) > 0
        && EVP_PKEY_CTX_set_rsa_mgf1_md(context, EVP_sha256()) > 0
        && EVP_PKEY_encrypt(context, out, out_length, in, in_length) > 0;
    EVP_PKEY_CTX_free(context);
    return ok;
}

/// OpenSSL's public-key check of `key`; 1 if it passes. For RSA it is NIST SP 800-56B's partial
/// public-key validation: an odd modulus that is composite, not a prime power and without factors below
/// 752, and an odd exponent of 17 to 256 bits.
static inline int kbc_public_check(EVP_PKEY *key) {
    EVP_PKEY_CTX *context = EVP_PKEY_CTX_new_from_pkey(NULL, key, NULL);
    int ok = context != NULL && EVP_PKEY_public_check(context) == 1;
    EVP_PKEY_CTX_free(context);
    return ok;
}

/// Whether `key` is an RSA key.
static inline int kbc_is_rsa(EVP_PKEY *key) { return EVP_PKEY_is_a(key, "RSA"); }

/// AES-256-GCM encryption of `plaintext` with associated data `aad` under `key` and a 12-byte
/// `nonce`: the ciphertext (same length) into `ciphertext`, the 16-byte tag into `tag`; 1 on success.
/// The context, which holds the key schedule, is cleansed when it is freed.
static inline int kbc_aes256gcm_seal(const unsigned char *key, const unsigned char *nonce,
                                     const unsigned char *aad, size_t aad_length,
                                     const unsigned char *plaintext, size_t length,
                                     unsigned char *ciphertext, unsigned char *tag) {
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    int written = 0, final_written = 0;
    int ok = context != NULL
        && EVP_EncryptInit_ex(context, EVP_aes_256_gcm(), NULL, key, nonce) == 1
        && (aad_length == 0 || EVP_EncryptUpdate(context, NULL, &written, aad, (int)aad_length) == 1)
        && (length == 0 || EVP_EncryptUpdate(context, ciphertext, &written, plaintext, (int)length) == 1)
        && EVP_EncryptFinal_ex(context, ciphertext + (length == 0 ? 0 : written), &final_written) == 1
        && EVP_CIPHER_CTX_ctrl(context, EVP_CTRL_GCM_GET_TAG, 16, tag) == 1;
    EVP_CIPHER_CTX_free(context);
    return ok;
}

/// HMAC-SHA256 of `message` under `key`, 32 bytes into `out`; 1 on success.
static inline int kbc_hmac_sha256(const unsigned char *key, size_t key_length,
                                  const unsigned char *message, size_t length, unsigned char *out) {
    unsigned int written = 0;
    static const unsigned char empty = 0;
    return HMAC(EVP_sha256(), key_length == 0 ? &empty : key, (int)key_length,
                length == 0 ? &empty : message, length, out, &written) != NULL && written == 32;
}

/// SHA-256 of `message`, 32 bytes into `out`; 1 on success.
static inline int kbc_sha256(const unsigned char *message, size_t length, unsigned char *out) {
    unsigned int written = 0;
    static const unsigned char empty = 0;
    return EVP_Digest(length == 0 ? &empty : message, length, out, &written, EVP_sha256(), NULL) == 1 && written == 32;
}

/// One AES block (16 bytes) enciphered under a 16-, 24- or 32-byte key, ECB without padding: the
/// primitive ISO 9564-1 format 4 PIN blocks are built from. 1 on success.
static inline int kbc_aes_encrypt_block(const unsigned char *key, size_t key_length,
                                        const unsigned char *in, unsigned char *out) {
    const EVP_CIPHER *cipher = key_length == 16 ? EVP_aes_128_ecb()
        : key_length == 24 ? EVP_aes_192_ecb() : key_length == 32 ? EVP_aes_256_ecb() : NULL;
    EVP_CIPHER_CTX *context = EVP_CIPHER_CTX_new();
    int written = 0, final_written = 0;
    int ok = cipher != NULL && context != NULL
        && EVP_EncryptInit_ex(context, cipher, NULL, key, NULL) == 1
        && EVP_CIPHER_CTX_set_padding(context, 0) == 1
        && EVP_EncryptUpdate(context, out, &written, in, 16) == 1
        && EVP_EncryptFinal_ex(context, out + written, &final_written) == 1
        && written + final_written == 16;
    EVP_CIPHER_CTX_free(context);
    return ok;
}
