# argparse: the command-line parser PyTorch's examples start with, after CPython 3.11's
# documented behaviour: optionals and positionals, the store/const/true/false/append/count/
# help/version actions, nargs, type, choices, required, defaults (a string default goes
# through `type`), prefixes of long options, mutually exclusive groups, and help and usage
# laid out as HelpFormatter lays them out at its default width of 78 columns. A script
# here has no command line: `parse_args()` reads sys.argv[1:], which is empty, so the
# defaults apply, as when the example runs with no arguments.
import sys
import textwrap

SUPPRESS = "==SUPPRESS=="
OPTIONAL = "?"
ZERO_OR_MORE = "*"
ONE_OR_MORE = "+"
REMAINDER = "..."
_WIDTH = 78
_UNSET = object()
_MAX_HELP_POSITION = 24


class ArgumentError(Exception):
    def __init__(self, argument, message):
        self.argument_name = None if argument is None else _action_name(argument)
        self.message = message
        super().__init__(self.__str__())

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return "argument %s: %s" % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    pass


class Namespace:
    def __init__(self, **kwargs):
        for name in kwargs:
            setattr(self, name, kwargs[name])

    def __repr__(self):
        parts = []
        star = {}
        for name, value in vars(self).items():
            if name.isidentifier():
                parts.append("%s=%r" % (name, value))
            else:
                star[name] = value
        if star:
            parts.append("**%r" % (star,))
        return "Namespace(%s)" % ", ".join(parts)

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in vars(self)


class HelpFormatter:
    pass


class RawDescriptionHelpFormatter(HelpFormatter):
    pass


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    pass


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    pass


_ACTIONS = ("store", "store_const", "store_true", "store_false", "append", "append_const",
            "count", "help", "version", "extend")


class Action:
    def __init__(self, option_strings, dest, action="store", nargs=None, const=None, default=None,
                 type=None, choices=None, required=False, help=None, metavar=None, version=None):
        self.option_strings = option_strings
        self.dest = dest
        self.action = action
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar
        self.version = version

    def __repr__(self):
        names = ["option_strings", "dest", "nargs", "const", "default", "type", "choices",
                 "required", "help", "metavar"]
        return "%s(%s)" % (type(self).__name__, ", ".join("%s=%r" % (n, getattr(self, n)) for n in names))


# One class per action, as CPython names them (what `parser.add_argument(...)` shows).
class _StoreAction(Action):
    pass


class _StoreConstAction(Action):
    pass


class _StoreTrueAction(_StoreConstAction):
    pass


class _StoreFalseAction(_StoreConstAction):
    pass


class _AppendAction(Action):
    pass


class _AppendConstAction(Action):
    pass


class _CountAction(Action):
    pass


class _HelpAction(Action):
    pass


class _VersionAction(Action):
    pass


class _ExtendAction(_AppendAction):
    pass


_ACTION_CLASSES = {"store": _StoreAction, "store_const": _StoreConstAction,
                   "store_true": _StoreTrueAction, "store_false": _StoreFalseAction,
                   "append": _AppendAction, "append_const": _AppendConstAction,
                   "count": _CountAction, "help": _HelpAction, "version": _VersionAction,
                   "extend": _ExtendAction}


def _action_name(action):
    if action.option_strings:
        return "/".join(action.option_strings)
    if action.metavar not in (None, SUPPRESS):
        return action.metavar
    if action.dest not in (None, SUPPRESS):
        return action.dest
    return None


def _looks_negative(arg):
    body = arg[1:]
    if body == "":
        return False
    if body.isdigit():
        return True
    whole, dot, frac = body.partition(".")
    return dot == "." and frac.isdigit() and (whole == "" or whole.isdigit())


class _Group:
    # add_argument_group / add_mutually_exclusive_group: arguments land in the parser,
    # the group only lists them (for help sections and exclusivity).
    def __init__(self, parser, title=None, description=None, exclusive=False, required=False):
        self._parser = parser
        self.title = title
        self.description = description
        self._exclusive = exclusive
        self.required = required
        self._group_actions = []

    def add_argument(self, *args, **kwargs):
        action = self._parser.add_argument(*args, **kwargs)
        if self._exclusive and action.required:
            raise ValueError("mutually exclusive arguments must be optional")
        self._group_actions.append(action)
        if not self._exclusive:
            self._parser._move_to_group(action, self)
        return action

    def add_mutually_exclusive_group(self, required=False):
        return self._parser.add_mutually_exclusive_group(required=required)


class ArgumentParser:
    def __init__(self, prog=None, usage=None, description=None, epilog=None, parents=[],
                 formatter_class=HelpFormatter, prefix_chars="-", fromfile_prefix_chars=None,
                 argument_default=None, conflict_handler="error", add_help=True,
                 allow_abbrev=True, exit_on_error=True):
        if prefix_chars != "-":
            raise NotImplementedError("argparse prefix_chars other than '-' is not supported in stridelab")
        if fromfile_prefix_chars is not None:
            raise NotImplementedError("argparse fromfile_prefix_chars is not supported in stridelab")
        if conflict_handler != "error":
            raise NotImplementedError("argparse conflict_handler='resolve' is not supported in stridelab")
        if prog is None:
            prog = sys.argv[0].split("/")[-1] if sys.argv else ""
        self.prog = prog
        self.usage = usage
        self.description = description
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.argument_default = argument_default
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._actions = []
        self._defaults = {}
        self._exclusive_groups = []
        self._groups = []
        self._positional_group = _Group(self, "positional arguments")
        self._optional_group = _Group(self, "options")
        self._group_of = {}
        if add_help:
            self.add_argument("-h", "--help", action="help", default=SUPPRESS,
                              help="show this help message and exit")
        for parent in parents:
            for action in parent._actions:
                if action.action != "help":
                    self._register(action)
            self._defaults.update(parent._defaults)

    # -- building

    def add_argument(self, *args, action="store", nargs=None, const=None, default=_UNSET,
                     type=None, choices=None, required=None, help=None, metavar=None,
                     dest=None, version=None):
        given_default = default is not _UNSET
        if not given_default:
            default = None
        if not isinstance(action, str):
            raise NotImplementedError("argparse custom Action classes are not supported in stridelab")
        if action not in _ACTIONS:
            raise ValueError("unknown action %r" % (action,))
        if len(args) == 0 or (len(args) == 1 and args[0][:1] != "-"):
            if dest is not None and len(args) == 1:
                raise ValueError("dest supplied twice for positional argument")
            name = args[0] if args else dest
            if required is not None:
                raise TypeError("'required' is an invalid argument for positionals")
            option_strings = []
            dest = name
            # CPython: a `*` positional is required unless a default was given.
            required = nargs not in (OPTIONAL, ZERO_OR_MORE, REMAINDER) or (
                nargs == ZERO_OR_MORE and not given_default)
        else:
            option_strings = []
            for s in args:
                if s[:1] != "-":
                    raise ValueError(
                        "invalid option string %r: must start with a character %r" % (s, "-"))
                option_strings.append(s)
            if dest is None:
                longs = [s for s in option_strings if s.startswith("--")]
                first = longs[0] if longs else option_strings[0]
                dest = first.lstrip("-").replace("-", "_")
            required = bool(required)
        if default is None and self.argument_default is not None and action not in ("store_true", "store_false", "count"):
            default = self.argument_default
        if action in ("store_true", "store_false", "store_const", "append_const", "count", "help", "version"):
            if nargs is not None:
                raise TypeError("__init__() got an unexpected keyword argument 'nargs'")
            nargs = 0
            if action == "store_true":
                const, default = True, (False if default is None else default)
            elif action == "store_false":
                const, default = False, (True if default is None else default)
            elif action in ("help", "version"):
                default = SUPPRESS if default is None else default
                dest = SUPPRESS if action == "help" else dest
        elif nargs == 0:
            raise ValueError("nargs for store actions must be != 0; if you have nothing to store, "
                             "actions such as store true or store const may be more appropriate")
        if type is not None and not callable(type):
            raise ValueError("%r is not callable" % (type,))
        a = _ACTION_CLASSES[action](option_strings, dest, action, nargs, const, default, type,
                                    choices, required, help, metavar, version)
        for s in option_strings:
            for other in self._actions:
                if s in other.option_strings:
                    raise ArgumentError(a, "conflicting option string: %s" % s)
        self._register(a)
        return a

    def _register(self, action):
        self._actions.append(action)
        group = self._optional_group if action.option_strings else self._positional_group
        group._group_actions.append(action)
        self._group_of[id(action)] = group

    def _move_to_group(self, action, group):
        old = self._group_of[id(action)]
        old._group_actions.remove(action)
        self._group_of[id(action)] = group

    def add_argument_group(self, title=None, description=None):
        g = _Group(self, title, description)
        self._groups.append(g)
        return g

    def add_mutually_exclusive_group(self, required=False):
        g = _Group(self, exclusive=True, required=required)
        self._exclusive_groups.append(g)
        return g

    def add_subparsers(self, **kwargs):
        raise NotImplementedError("argparse subparsers are not supported in stridelab")

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    # -- parsing

    def parse_args(self, args=None, namespace=None):
        namespace, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error("unrecognized arguments: %s" % " ".join(extras))
        return namespace

    def parse_known_args(self, args=None, namespace=None):
        args = list(sys.argv[1:]) if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is not SUPPRESS and not hasattr(namespace, action.dest) and action.default is not SUPPRESS:
                setattr(namespace, action.dest, action.default)
        for dest in self._defaults:
            if not hasattr(namespace, dest):
                setattr(namespace, dest, self._defaults[dest])
        try:
            extras = self._parse(args, namespace)
        except ArgumentError as err:
            if not self.exit_on_error:
                raise
            self.error(str(err))
        return namespace, extras

    def _find(self, arg):
        # (action, explicit value) for an option string, or (None, None).
        option, explicit = arg, None
        if "=" in arg:
            option, explicit = arg.split("=", 1)
        for a in self._actions:
            if option in a.option_strings:
                return a, explicit
        if option.startswith("--") and self.allow_abbrev:
            matches = [(a, s) for a in self._actions for s in a.option_strings
                       if s.startswith("--") and s.startswith(option)]
            if len(matches) > 1:
                names = ", ".join(s for _, s in matches)
                self.error("ambiguous option: %s could match %s" % (option, names))
            if len(matches) == 1:
                return matches[0][0], explicit
        elif not option.startswith("--") and len(arg) > 2:
            for a in self._actions:
                if arg[:2] in a.option_strings:
                    return a, arg[2:]
        return None, None

    def _is_option(self, arg):
        return arg[:1] == "-" and arg != "-" and arg != "--" and not (
            _looks_negative(arg) and not self._has_negative_options())

    def _has_negative_options(self):
        return any(_looks_negative(s) for a in self._actions for s in a.option_strings)

    def _parse(self, args, namespace):
        # As CPython: each run of positional strings before an option goes to as many of
        # the remaining positional actions as it can satisfy; what is left of the run is
        # extra. The run after the last option also fills the optional positionals.
        extras = []
        block = []
        seen = []
        waiting = [a for a in self._actions if not a.option_strings]
        i = 0
        while i < len(args):
            arg = args[i]
            if arg == "--":
                block.extend(args[i + 1:])
                break
            if not self._is_option(arg):
                block.append(arg)
                i += 1
                continue
            if block:
                extras.extend(self._consume(block, waiting, namespace, seen))
                block = []
            action, explicit = self._find(arg)
            if action is None:
                extras.append(arg)
                i += 1
                continue
            i += 1
            if action.nargs == 0:
                if (explicit is not None and not arg.startswith("--") and "=" not in arg
                        and self._find("-" + explicit[0])[0] is not None):
                    # A cluster of short flags (`-vv`, `-vq`): the rest is the next flag.
                    args.insert(i, "-" + explicit)
                    explicit = None
                if explicit is not None:
                    raise ArgumentError(action, "ignored explicit argument %r" % explicit)
                strings = []
            elif explicit is not None:
                strings = [explicit]
            else:
                following = []
                while i + len(following) < len(args) and not self._is_option(args[i + len(following)]) and args[i + len(following)] != "--":
                    following.append(args[i + len(following)])
                n = action.nargs
                if n is None:
                    take = 1 if following else None
                elif n == OPTIONAL:
                    take = 1 if following else 0
                elif n in (ZERO_OR_MORE, REMAINDER):
                    take = len(following)
                elif n == ONE_OR_MORE:
                    take = len(following) if following else None
                else:
                    take = n if len(following) >= n else None
                if take is None:
                    raise ArgumentError(action, _expected(n))
                strings = following[:take]
                i += take
            self._check_exclusive(action, seen)
            seen.append(action)
            self._take(action, strings, namespace)
        extras.extend(self._consume(block, waiting, namespace, seen))
        missing = [_action_name(a) for a in self._actions if a.required and not _in(a, seen)]
        if missing:
            self.error("the following arguments are required: %s" % ", ".join(missing))
        for g in self._exclusive_groups:
            if g.required and not any(_in(a, seen) for a in g._group_actions):
                names = [_action_name(a) for a in g._group_actions if a.help is not SUPPRESS]
                self.error("one of the arguments %s is required" % " ".join(names))
        for a in self._actions:
            if (not _in(a, seen) and isinstance(a.default, str) and a.dest is not SUPPRESS
                    and getattr(namespace, a.dest, None) is a.default):
                setattr(namespace, a.dest, self._convert(a, a.default))
        return extras

    def _check_exclusive(self, action, seen):
        for g in self._exclusive_groups:
            if _in(action, g._group_actions):
                for other in g._group_actions:
                    if other is not action and _in(other, seen):
                        raise ArgumentError(action, "not allowed with argument %s" % _action_name(other))

    def _consume(self, block, waiting, namespace, seen):
        # The longest run of waiting actions whose minimum counts the block covers; each
        # takes what it can, leaving the later ones their minimum. Returns the leftovers.
        count = 0
        need = 0
        while count < len(waiting) and need + _minimum(waiting[count].nargs) <= len(block):
            need += _minimum(waiting[count].nargs)
            count += 1
        actions = waiting[:count]
        del waiting[:count]
        used = 0
        for k, action in enumerate(actions):
            rest = sum(_minimum(a.nargs) for a in actions[k + 1:])
            available = len(block) - used - rest
            n = action.nargs
            if n is None:
                take = 1
            elif n == OPTIONAL:
                take = 1 if available >= 1 else 0
            elif n in (ZERO_OR_MORE, REMAINDER, ONE_OR_MORE):
                take = available
            else:
                take = n
            part = block[used:used + take]
            used += take
            seen.append(action)
            if n in (OPTIONAL, ZERO_OR_MORE) and len(part) == 0:
                value = action.default if n == OPTIONAL or action.default is not None else []
                if isinstance(value, str):
                    value = self._convert(action, value)
                setattr(namespace, action.dest, value)
                continue
            self._take(action, part, namespace)
        return block[used:]

    def _convert(self, action, s):
        if action.type is None:
            value = s
        else:
            try:
                value = action.type(s)
            except ArgumentTypeError as err:
                raise ArgumentError(action, str(err))
            except (TypeError, ValueError):
                name = getattr(action.type, "__name__", repr(action.type))
                raise ArgumentError(action, "invalid %s value: %r" % (name, s))
        if action.choices is not None and value not in action.choices:
            choices = ", ".join(repr(c) for c in action.choices)
            raise ArgumentError(action, "invalid choice: %r (choose from %s)" % (value, choices))
        return value

    def _take(self, action, strings, namespace):
        kind = action.action
        if kind == "help":
            self.print_help()
            raise SystemExit(0)
        if kind == "version":
            print(action.version % {"prog": self.prog} if action.version else action.version)
            raise SystemExit(0)
        if kind in ("store_const", "store_true", "store_false"):
            setattr(namespace, action.dest, action.const)
        elif kind == "append_const":
            items = list(getattr(namespace, action.dest, None) or [])
            items.append(action.const)
            setattr(namespace, action.dest, items)
        elif kind == "count":
            setattr(namespace, action.dest, (getattr(namespace, action.dest, None) or 0) + 1)
        else:
            if action.nargs is None:
                value = self._convert(action, strings[0])
            elif action.nargs == OPTIONAL:
                value = self._convert(action, strings[0]) if strings else action.const
            else:
                value = [self._convert(action, s) for s in strings]
            if kind == "store":
                setattr(namespace, action.dest, value)
            elif kind == "append":
                items = list(getattr(namespace, action.dest, None) or [])
                items.append(value)
                setattr(namespace, action.dest, items)
            else:
                items = list(getattr(namespace, action.dest, None) or [])
                items.extend(value)
                setattr(namespace, action.dest, items)

    # -- messages

    def _metavar(self, action):
        if action.metavar is not None:
            return action.metavar
        if action.choices is not None:
            return "{" + ",".join(str(c) for c in action.choices) + "}"
        return action.dest if not action.option_strings else action.dest.upper()

    def _args_string(self, action):
        m = self._metavar(action)
        if isinstance(m, tuple):
            raise NotImplementedError("argparse tuple metavars are not supported in stridelab")
        n = action.nargs
        if n is None:
            return m
        if n == OPTIONAL:
            return "[%s]" % m
        if n == ZERO_OR_MORE:
            return "[%s ...]" % m
        if n == ONE_OR_MORE:
            return "%s [%s ...]" % (m, m)
        if n == REMAINDER:
            return "..."
        if n == 0:
            return ""
        return " ".join([m] * n)

    def _usage_part(self, action):
        if not action.option_strings:
            return self._args_string(action)
        part = action.option_strings[0]
        if action.nargs != 0:
            part = part + " " + self._args_string(action)
        return part if action.required else "[%s]" % part

    def format_usage(self):
        return "usage: " + self._usage_text() + "\n"

    def _usage_text(self):
        if self.usage is not None:
            return self.usage % {"prog": self.prog}
        visible = [a for a in self._actions if a.help is not SUPPRESS]
        opt_parts = [self._usage_part(a) for a in visible if a.option_strings]
        pos_parts = [self._usage_part(a) for a in visible if not a.option_strings]
        usage = " ".join([p for p in [self.prog] + opt_parts + pos_parts if p])
        prefix = "usage: "
        if len(prefix) + len(usage) <= _WIDTH:
            return usage
        indent = " " * (len(prefix) + len(self.prog) + 1)

        def lines_of(parts, first_prefix=None):
            lines, line = [], []
            size = len(first_prefix) - 1 if first_prefix is not None else len(indent) - 1
            for part in parts:
                if size + 1 + len(part) > _WIDTH and line:
                    lines.append(indent + " ".join(line))
                    line, size = [], len(indent) - 1
                line.append(part)
                size += len(part) + 1
            if line:
                lines.append(indent + " ".join(line))
            if first_prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if opt_parts:
            lines = lines_of([self.prog] + opt_parts, prefix)
            lines.extend(lines_of(pos_parts))
        else:
            lines = lines_of([self.prog] + pos_parts, prefix)
        return "\n".join(lines)

    def _invocation(self, action):
        if not action.option_strings:
            return self._metavar(action)
        if action.nargs == 0:
            return ", ".join(action.option_strings)
        args = self._args_string(action)
        return ", ".join(s + " " + args for s in action.option_strings)

    def _help_text(self, action):
        text = action.help
        if issubclass(self.formatter_class, ArgumentDefaultsHelpFormatter) and "%(default)" not in text:
            if action.default is not SUPPRESS and (action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE)):
                text = text + " (default: %(default)s)"
        params = {k: v for k, v in vars(action).items() if v is not SUPPRESS}
        params["prog"] = self.prog
        for k in list(params):
            if hasattr(params[k], "__name__"):
                params[k] = params[k].__name__
        if params.get("choices") is not None:
            params["choices"] = ", ".join(str(c) for c in params["choices"])
        return text % params

    def format_help(self):
        out = [self.format_usage(), ""]
        if self.description:
            out.append(self._text_block(self.description))
        sections = [self._positional_group, self._optional_group] + self._groups
        visible = [a for g in sections for a in g._group_actions if a.help is not SUPPRESS]
        longest = max([len(self._invocation(a)) + 2 for a in visible] + [0])
        help_position = min(longest + 2, _MAX_HELP_POSITION)
        for g in sections:
            actions = [a for a in g._group_actions if a.help is not SUPPRESS]
            if not actions and g.description is None:
                continue
            block = [g.title + ":\n"]
            if g.description:
                block.append(textwrap.fill(" ".join(g.description.split()), _WIDTH - 2,
                                           initial_indent="  ", subsequent_indent="  ") + "\n\n")
            for a in actions:
                block.append(self._action_lines(a, help_position))
            out.append("".join(block) + "\n")
        if self.epilog:
            out.append(self._text_block(self.epilog))
        text = "\n".join(out)
        while "\n\n\n" in text:
            text = text.replace("\n\n\n", "\n\n")
        return text.strip("\n") + "\n"

    def _text_block(self, text):
        if "%(prog)" in text:
            text = text % {"prog": self.prog}
        if issubclass(self.formatter_class, RawDescriptionHelpFormatter):
            return text + "\n"
        return textwrap.fill(" ".join(text.split()), _WIDTH) + "\n"

    def _action_lines(self, action, help_position):
        header = self._invocation(action)
        width = help_position - 4
        if action.help is None:
            return "  " + header + "\n"
        help_width = max(_WIDTH - help_position, 11)
        text = self._help_text(action)
        if issubclass(self.formatter_class, RawTextHelpFormatter):
            lines = text.splitlines()
        else:
            lines = textwrap.wrap(" ".join(text.split()), help_width)
        if len(header) <= width:
            first = "  " + header + " " * (width - len(header)) + "  "
            out = first + (lines[0] if lines else "") + "\n"
            rest = lines[1:]
        else:
            out = "  " + header + "\n"
            rest = lines
        for line in rest:
            out = out + " " * help_position + line + "\n"
        return out

    def print_usage(self, file=None):
        print(self.format_usage(), end="")

    def print_help(self, file=None):
        print(self.format_help(), end="")

    def error(self, message):
        self.print_usage()
        print("%s: error: %s" % (self.prog, message))
        raise SystemExit(2)

    def exit(self, status=0, message=None):
        if message:
            print(message, end="")
        raise SystemExit(status)


def _in(action, actions):
    for a in actions:
        if a is action:
            return True
    return False


def _minimum(nargs):
    if nargs is None or nargs == ONE_OR_MORE:
        return 1
    if nargs in (OPTIONAL, ZERO_OR_MORE, REMAINDER):
        return 0
    return nargs


def _expected(nargs):
    if nargs is None:
        return "expected one argument"
    if nargs == ONE_OR_MORE:
        return "expected at least one argument"
    return "expected %s argument%s" % (nargs, "" if nargs == 1 else "s")


class FileType:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("argparse.FileType is not supported in stridelab (no files on the command line)")


class BooleanOptionalAction:
    def __init__(self, *args, **kwargs):
        raise NotImplementedError("argparse.BooleanOptionalAction is not supported in stridelab")
