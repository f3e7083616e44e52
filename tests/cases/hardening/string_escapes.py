import torch
'\101\102'
'\x41\u00e9\U0001F600'
len('\U0001F600')
'\a\b\f\v\0\7\12\177'
repr('\x00\x1f\x7f\x9f\xa0\xa1')
'tab\there', "quote's", 'back\\slash'
'\d\w unknown escapes stay'
r'\101 raw'
b = 'line1\nline2'
b.split('\n')
