// Work in progress: replaced by the KeyboardTracking implementation.
