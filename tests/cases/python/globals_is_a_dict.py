# globals() is a dict: isinstance, eval(s, globals()), dict(globals()) (attack find).
isinstance(globals(), dict)
eval("1 + 1", globals())
eval("1 + 1", globals(), locals())
len(dict(globals())) > 0
