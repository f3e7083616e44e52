l = [1]
l.append(l)
l
d = {}
d["s"] = d
d
