// Placeholder: example screens go here.
