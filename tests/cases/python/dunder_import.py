# __import__ as scripts call it to import by name (torchdiffeq's demo, plugin loaders).
np = __import__("numpy")
np.arange(3).tolist()
m = __import__("math")
m.sqrt(16.0)
osmod = __import__("os.path")
osmod.__name__
p = __import__("os.path", fromlist=["join"])
p.join("a", "b")
torch = __import__("torch")
torch.ones(2)
try:
    __import__("no_such_module_xyz")
    e = "no"
except ImportError as err:
    e = (type(err).__name__, str(err))
e
try:
    __import__(3)
    e2 = "no"
except TypeError as err:
    e2 = str(err)
e2
