// Placeholder: the differ issue fills this module in.
