# Shared by every test: T(label, thunk) prints one numbered line with the result's repr
# (newlines shown as \n), or the exception's type and message.
_N = [0]
def T(label, f):
    _N[0] += 1
    try:
        r = f()
        s = repr(r)
    except Exception as e:
        s = "EXC " + type(e).__name__ + ": " + str(e)
    print(str(_N[0]) + " " + label + " -> " + s.replace("\n", "\\n"))
