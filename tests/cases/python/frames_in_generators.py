# A generator's body is a frame of its own while it runs (sys._getframe, f_back), found by an attack.
import sys
def gen():
    yield sys._getframe().f_code.co_name
    yield sys._getframe().f_back is None
list(gen())
def gen2():
    yield sys._getframe().f_back.f_code.co_name
next(gen2())
