# The 'c' format turns an int into its character; past the code points CPython raises
# OverflowError (format, f-strings and %), chr a ValueError.
f"{65:c}", format(0x1F600, 'c') == chr(0x1F600), '%c' % 97
def attempt(f):
    try:
        return f()
    except Exception as e:
        return (type(e).__name__, str(e))
attempt(lambda: format(2**32 + 65, 'c'))
attempt(lambda: format(-1, 'c'))
attempt(lambda: f"{0x110000:c}")
attempt(lambda: '%c' % (2**32 + 65))
attempt(lambda: '%c' % -1)
attempt(lambda: format(2**70, 'c'))
attempt(lambda: chr(0x110000))
attempt(lambda: chr(-5))
attempt(lambda: f"{0x10FFFF:c}") == chr(0x10FFFF)
attempt(lambda: '%c' % 2**70)
'%c' % True, format(True, 'c'), f"{False:c}"
attempt(lambda: '{:+c}'.format(66)), attempt(lambda: '{:#c}'.format(66)), attempt(lambda: f"{66: c}")
'{:=5c}'.format(66), '{:05c}'.format(66), '{:>5c}'.format(66), '{:^5c}'.format(66)
