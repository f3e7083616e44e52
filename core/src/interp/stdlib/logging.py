# logging: the part of CPython 3.11's module that training scripts use (levels, loggers by
# dotted name with propagation to the root, basicConfig, StreamHandler, %-style Formatter).
# Records go to sys.stderr, which here is the script's output. Source locations (lineno,
# funcName, pathname, filename, module) are not tracked, so a format naming them is refused
# rather than filled with made-up values.
import sys
import time as _time

CRITICAL = 50
FATAL = CRITICAL
ERROR = 40
WARNING = 30
WARN = WARNING
INFO = 20
DEBUG = 10
NOTSET = 0

_level_to_name = {CRITICAL: "CRITICAL", ERROR: "ERROR", WARNING: "WARNING", INFO: "INFO",
                  DEBUG: "DEBUG", NOTSET: "NOTSET"}
_name_to_level = {"CRITICAL": CRITICAL, "FATAL": FATAL, "ERROR": ERROR, "WARN": WARNING,
                  "WARNING": WARNING, "INFO": INFO, "DEBUG": DEBUG, "NOTSET": NOTSET}

BASIC_FORMAT = "%(levelname)s:%(name)s:%(message)s"
_UNTRACKED = ("lineno", "funcName", "pathname", "filename", "module")
_start = _time.time()
_disabled = NOTSET


def getLevelName(level):
    if level in _level_to_name:
        return _level_to_name[level]
    if level in _name_to_level:
        return _name_to_level[level]
    return "Level %s" % level


def addLevelName(level, levelName):
    _level_to_name[level] = levelName
    _name_to_level[levelName] = level


def _check_level(level):
    if isinstance(level, int):
        return level
    if str(level) == level:
        if level not in _name_to_level:
            raise ValueError("Unknown level: %r" % level)
        return _name_to_level[level]
    raise TypeError("Level not an integer or a valid string: %r" % (level,))


class LogRecord:
    def __init__(self, name, level, msg, args):
        self.name = name
        self.levelno = level
        self.levelname = getLevelName(level)
        self.msg = msg
        if args and len(args) == 1 and isinstance(args[0], dict) and args[0]:
            args = args[0]
        self.args = args
        self.created = _time.time()
        self.msecs = int((self.created - int(self.created)) * 1000) + 0.0
        self.relativeCreated = (self.created - _start) * 1000
        self.process = 0
        self.processName = "MainProcess"
        self.thread = 0
        self.threadName = "MainThread"

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


class Formatter:
    default_time_format = "%Y-%m-%d %H:%M:%S"
    default_msec_format = "%s,%03d"

    def __init__(self, fmt=None, datefmt=None, style="%"):
        if style != "%":
            raise NotImplementedError("logging.Formatter(style=%r) is not supported in stridelab; use '%%'" % style)
        self._fmt = fmt if fmt is not None else "%(message)s"
        self.datefmt = datefmt
        for key in _UNTRACKED:
            if "%(" + key + ")" in self._fmt:
                raise NotImplementedError(
                    "logging: %%(%s) is not available in stridelab (source locations are not tracked)" % key)

    def usesTime(self):
        return "%(asctime)" in self._fmt

    def formatTime(self, record, datefmt=None):
        t = _time.localtime(record.created)
        if datefmt:
            return _time.strftime(datefmt, t)
        s = _time.strftime(self.default_time_format, t)
        return self.default_msec_format % (s, record.msecs)

    def format(self, record):
        record.message = record.getMessage()
        if self.usesTime():
            record.asctime = self.formatTime(record, self.datefmt)
        try:
            return self._fmt % vars(record)
        except KeyError as e:
            raise ValueError("Formatting field not found in record: %s" % e)


_default_formatter = Formatter()


class Handler:
    def __init__(self, level=NOTSET):
        self.level = _check_level(level)
        self.formatter = None

    def setLevel(self, level):
        self.level = _check_level(level)

    def setFormatter(self, fmt):
        self.formatter = fmt

    def format(self, record):
        return (self.formatter or _default_formatter).format(record)

    def handle(self, record):
        if record.levelno >= self.level:
            self.emit(record)

    def flush(self):
        pass

    def close(self):
        pass


class StreamHandler(Handler):
    terminator = "\n"

    def __init__(self, stream=None):
        super().__init__()
        self.stream = sys.stderr if stream is None else stream

    def emit(self, record):
        self.stream.write(self.format(record) + self.terminator)


class NullHandler(Handler):
    def emit(self, record):
        pass


class Logger:
    def __init__(self, name, level=NOTSET):
        self.name = name
        self.level = _check_level(level)
        self.parent = None
        self.propagate = True
        self.handlers = []
        self.disabled = False

    def setLevel(self, level):
        self.level = _check_level(level)

    def getEffectiveLevel(self):
        logger = self
        while logger:
            if logger.level:
                return logger.level
            logger = logger.parent
        return NOTSET

    def isEnabledFor(self, level):
        if self.disabled or _disabled >= level:
            return False
        return level >= self.getEffectiveLevel()

    def addHandler(self, hdlr):
        if hdlr not in self.handlers:
            self.handlers.append(hdlr)

    def removeHandler(self, hdlr):
        if hdlr in self.handlers:
            self.handlers.remove(hdlr)

    def hasHandlers(self):
        c = self
        while c:
            if c.handlers:
                return True
            if not c.propagate:
                return False
            c = c.parent
        return False

    def log(self, level, msg, *args, **kwargs):
        if not isinstance(level, int):
            raise TypeError("level must be an integer")
        # Only the location knob can go unused (locations are not tracked); a traceback or
        # extra record fields would change the output.
        for key, value in kwargs.items():
            if key != "stacklevel" and value:
                raise NotImplementedError("logging: %s=... is not supported in stridelab" % key)
        if self.isEnabledFor(level):
            self._log(level, msg, args)

    def debug(self, msg, *args, **kwargs):
        self.log(DEBUG, msg, *args, **kwargs)

    def info(self, msg, *args, **kwargs):
        self.log(INFO, msg, *args, **kwargs)

    def warning(self, msg, *args, **kwargs):
        self.log(WARNING, msg, *args, **kwargs)

    warn = warning

    def error(self, msg, *args, **kwargs):
        self.log(ERROR, msg, *args, **kwargs)

    def exception(self, msg, *args, **kwargs):
        raise NotImplementedError("logging.exception (a traceback in the log) is not supported in stridelab")

    def critical(self, msg, *args, **kwargs):
        self.log(CRITICAL, msg, *args, **kwargs)

    fatal = critical

    def _log(self, level, msg, args):
        record = LogRecord(self.name, level, msg, args)
        found = 0
        c = self
        while c:
            for h in c.handlers:
                found += 1
                h.handle(record)
            if not c.propagate:
                break
            c = c.parent
        # CPython's last resort: with no handler anywhere, WARNING and above print the bare
        # message to stderr.
        if found == 0 and level >= WARNING:
            sys.stderr.write(record.getMessage() + "\n")

    def getChild(self, suffix):
        return getLogger(self.name + "." + suffix if self.name != "root" else suffix)

    def __repr__(self):
        return "<%s %s (%s)>" % (type(self).__name__, self.name, getLevelName(self.getEffectiveLevel()))


class RootLogger(Logger):
    def __init__(self, level):
        super().__init__("root", level)

    def __repr__(self):
        return "<RootLogger root (%s)>" % getLevelName(self.getEffectiveLevel())


root = RootLogger(WARNING)
_loggers = {}


def getLogger(name=None):
    if not name or name == "root":
        return root
    if name in _loggers:
        return _loggers[name]
    logger = Logger(name)
    _loggers[name] = logger
    # The parent is the nearest existing dotted ancestor, else the root; existing children
    # of the new logger are re-parented to it.
    parts = name.split(".")
    parent = root
    for i in range(len(parts) - 1, 0, -1):
        prefix = ".".join(parts[:i])
        if prefix in _loggers:
            parent = _loggers[prefix]
            break
    logger.parent = parent
    for other_name, other in _loggers.items():
        if other_name.startswith(name + ".") and (other.parent is parent):
            other.parent = logger
    return logger


def basicConfig(**kwargs):
    force = kwargs.pop("force", False)
    if force:
        root.handlers = []
    if root.handlers:
        return
    if "filename" in kwargs:
        raise NotImplementedError("logging.basicConfig(filename=...) is not supported in stridelab")
    stream = kwargs.pop("stream", None)
    fmt = kwargs.pop("format", BASIC_FORMAT)
    datefmt = kwargs.pop("datefmt", None)
    style = kwargs.pop("style", "%")
    level = kwargs.pop("level", None)
    handlers = kwargs.pop("handlers", None)
    if kwargs:
        raise ValueError("Unrecognised argument(s): %s" % ", ".join(kwargs))
    if handlers is None:
        handlers = [StreamHandler(stream)]
    formatter = Formatter(fmt, datefmt, style)
    for h in handlers:
        if h.formatter is None:
            h.setFormatter(formatter)
        root.addHandler(h)
    if level is not None:
        root.setLevel(level)


def _root_call(level, msg, args, kwargs):
    if not root.handlers:
        basicConfig()
    root.log(level, msg, *args, **kwargs)


def debug(msg, *args, **kwargs):
    _root_call(DEBUG, msg, args, kwargs)


def info(msg, *args, **kwargs):
    _root_call(INFO, msg, args, kwargs)


def warning(msg, *args, **kwargs):
    _root_call(WARNING, msg, args, kwargs)


warn = warning


def error(msg, *args, **kwargs):
    _root_call(ERROR, msg, args, kwargs)


def exception(msg, *args, **kwargs):
    root.exception(msg)


def critical(msg, *args, **kwargs):
    _root_call(CRITICAL, msg, args, kwargs)


fatal = critical


def log(level, msg, *args, **kwargs):
    _root_call(level, msg, args, kwargs)


def disable(level=CRITICAL):
    global _disabled
    _disabled = _check_level(level)
