# A third-party package that is not installed: CPython names the top-level package it could
# not find, whatever submodule the script imports.
import matplotlib.pyplot as plt
import matplotlib
from matplotlib import pyplot
from matplotlib.pyplot import figure
import sklearn.datasets
import scipy.stats as stats
from tqdm.auto import tqdm
import a.b.c.d
try:
    import matplotlib.pyplot as plt
except ModuleNotFoundError as e:
    err = e
str(err), err.name
try:
    import matplotlib.pyplot as plt
    HAVE_PLT = True
except ImportError:
    HAVE_PLT = False
HAVE_PLT
import torch.nonexistent_thing
import numpy.nonexistent_thing
import os.path
from torch.utils.data import DataLoader
