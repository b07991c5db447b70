// The parts of the system's OpenSSL (libcrypto) that SecureInput uses on Linux: the EVP cipher API
// for AES-256-GCM. Found through pkg-config `openssl` (Debian/Ubuntu: apt-get install libssl-dev).
#include <openssl/evp.h>
