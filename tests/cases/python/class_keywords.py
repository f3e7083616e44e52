class Base:
    registry = {}
    def __init_subclass__(cls, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if key is not None:
            Base.registry[key] = cls.__name__
class A(Base, key="a"):
    pass
class B(Base, key="b"):
    pass
class C(Base):
    pass
sorted(Base.registry.items())
opts = {"key": "d"}
class D(Base, **opts):
    pass
Base.registry["d"]
try:
    class E(flag=1):
        pass
except TypeError as e:
    m1 = str(e)
m1
try:
    class G(Base, other=2):
        pass
except TypeError as e:
    m2 = str(e)
m2
class H(metaclass=type):
    x = 1
H.x
bases = (Base,)
class I(*bases, key="i"):
    pass
I.__bases__ == (Base,)
