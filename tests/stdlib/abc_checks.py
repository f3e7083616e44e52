import abc
from abc import ABC, ABCMeta, abstractmethod


class Shape(ABC):
    @abstractmethod
    def area(self):
        pass

    @abstractmethod
    def perimeter(self):
        pass

    def describe(self):
        return "%s with area %s" % (type(self).__name__, self.area())


class Square(Shape):
    def __init__(self, s):
        self.s = s

    def area(self):
        return self.s * self.s

    def perimeter(self):
        return 4 * self.s


class Half(Shape):
    def area(self):
        return 0


class One(ABC):
    @abstractmethod
    def run(self):
        ...


T("shape", lambda: Shape())
T("half", lambda: Half())
T("one", lambda: One())
T("square", lambda: Square(3).describe())
T("square perimeter", lambda: Square(2).perimeter())
T("abstracts Shape", lambda: len(Shape.__abstractmethods__))
T("abstracts Shape sorted", lambda: sorted(Shape.__abstractmethods__))
T("abstracts Half", lambda: Half.__abstractmethods__)
T("abstracts Square", lambda: Square.__abstractmethods__)
T("abstracts ABC", lambda: ABC.__abstractmethods__)
T("type abstracts", lambda: type(Shape.__abstractmethods__).__name__)
T("isinstance", lambda: (isinstance(Square(1), Shape), isinstance(Square(1), ABC), isinstance(1, Shape)))
T("issubclass", lambda: (issubclass(Square, Shape), issubclass(Half, Shape), issubclass(int, Shape), issubclass(Shape, ABC)))
T("isabstract flag", lambda: Shape.area.__isabstractmethod__)
T("describe not abstract", lambda: getattr(Shape.describe, "__isabstractmethod__", False))


class WithProps(ABC):
    @property
    @abstractmethod
    def name(self):
        pass

    @classmethod
    @abstractmethod
    def make(cls):
        pass

    @staticmethod
    @abstractmethod
    def helper():
        pass


class Impl(WithProps):
    @property
    def name(self):
        return "impl"

    @classmethod
    def make(cls):
        return cls()

    @staticmethod
    def helper():
        return 42


class PartImpl(WithProps):
    @property
    def name(self):
        return "p"


T("props abstracts", lambda: sorted(WithProps.__abstractmethods__))
T("props inst", lambda: WithProps())
T("part inst", lambda: PartImpl())
T("part abstracts", lambda: sorted(PartImpl.__abstractmethods__))
T("impl", lambda: (Impl().name, type(Impl.make()).__name__, Impl.helper()))
T("impl abstracts", lambda: Impl.__abstractmethods__)


class Base(ABC):
    @abstractmethod
    def f(self):
        pass


class Mid(Base):
    pass


class Leaf(Mid):
    def f(self):
        return "leaf"


T("mid", lambda: Mid())
T("leaf", lambda: Leaf().f())
T("mid abstracts", lambda: Mid.__abstractmethods__)


class Reab(Leaf):
    @abstractmethod
    def f(self):
        pass


T("reabstract", lambda: Reab())


class Plain:
    pass


T("register", lambda: Base.register(Plain) is Plain)
T("registered isinstance", lambda: (isinstance(Plain(), Base), issubclass(Plain, Base), isinstance(Plain(), Mid)))
T("register non-class", lambda: Base.register(3))


class Hooked(ABC):
    @classmethod
    def __subclasshook__(cls, C):
        if cls is Hooked:
            return hasattr(C, "quack")
        return NotImplemented


class Duck:
    def quack(self):
        pass


T("hook", lambda: (isinstance(Duck(), Hooked), isinstance(1, Hooked), issubclass(Duck, Hooked)))


class WithInit(ABC):
    def __init__(self, x, y=2):
        self.x = x
        self.y = y


T("init args", lambda: (WithInit(1).x, WithInit(1, y=5).y))


class NewAbs(WithInit):
    @abstractmethod
    def g(self):
        pass


T("abstract with init", lambda: NewAbs(1))
T("abstractmethod returns", lambda: abstractmethod(len) is len)
T("ABCMeta name", lambda: ABCMeta.__name__)
T("module names", lambda: [n for n in ("ABC", "ABCMeta", "abstractmethod", "abstractclassmethod", "abstractstaticmethod", "abstractproperty", "get_cache_token", "update_abstractmethods") if hasattr(abc, n)])


class Many(ABC):
    @abstractmethod
    def z(self):
        pass

    @abstractmethod
    def a(self):
        pass

    @abstractmethod
    def m(self):
        pass


T("many", lambda: Many())
import dataclasses


@dataclasses.dataclass
class DC(ABC):
    x: int

    @abstractmethod
    def f(self):
        pass


@dataclasses.dataclass
class DCImpl(DC):
    y: int = 0

    def f(self):
        return self.x + self.y


T("dataclass abstract", lambda: DC(1))
T("dataclass impl", lambda: (DCImpl(1, 2).f(), repr(DCImpl(1))))


class ViaMeta(metaclass=ABCMeta):
    @abstractmethod
    def run(self):
        pass


class ViaMetaImpl(ViaMeta):
    def run(self):
        return "ran"


T("metaclass=ABCMeta abstract", lambda: ViaMeta())
T("metaclass=ABCMeta impl", lambda: (ViaMetaImpl().run(), isinstance(ViaMetaImpl(), ViaMeta), sorted(ViaMeta.__abstractmethods__)))
