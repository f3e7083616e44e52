# The char-RNN tutorial's unicodeToAscii (NFD, then drop category Mn), and unicodedata's errors.
import unicodedata
import string
all_letters = string.ascii_letters + " .,;'"
def unicodeToAscii(s):
    return ''.join(
        c for c in unicodedata.normalize('NFD', s)
        if unicodedata.category(c) != 'Mn'
        and c in all_letters
    )
unicodeToAscii('Ślusàrski'), unicodeToAscii("Nguyễn"), unicodeToAscii("Müller"), unicodeToAscii("O'Néàl")
[unicodedata.category(c) for c in "aA1 .\u0301\u00e9€"]
unicodedata.normalize("NFC", "e\u0301") == "\u00e9", len(unicodedata.normalize("NFD", "\u00e9")), unicodedata.normalize("NFKD", "ﬁ")
unicodedata.combining("\u0301"), unicodedata.combining("a"), unicodedata.is_normalized("NFC", "é")
unicodedata.normalize("XYZ", "a")
unicodedata.category("ab")
unicodedata.category(5)
unicodedata.normalize("NFC", 5)
