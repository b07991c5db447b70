// Work in progress: replaced by the SecureInput implementation.
