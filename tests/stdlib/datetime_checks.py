import datetime as dtm
# One numbered line per check; scripts/stdlib_checks.py compares them with what
# CPython 3.11.7's own module printed (the .expected file beside this one).
D = dtm.date
T = dtm.time
DT = dtm.datetime
TD = dtm.timedelta
TZ = dtm.timezone
UTC = dtm.timezone.utc
_n = [0]


def show(label, f):
    _n[0] += 1
    try:
        out = repr(f())
    except Exception as e:
        out = 'EXC %s: %s' % (type(e).__name__, e)
    print('%d %s -> %s' % (_n[0], label, out))


def rs(x):
    return (repr(x), str(x))


# ---- timedelta construction / normalisation
td_args = [(), (1,), (-1,), (0, 1), (0, -1), (0, 0, 1), (0, 0, -1), (1, 86400), (0, 86401),
           (0, 0, 1000000), (0, 0, -1000001), (1.5,), (0, 1.5), (0, 0, 1.5), (0, 0, 2.5),
           (0, 0, 0.5), (0, 0, -0.5), (0, 0.0000015), (0, 0.0000025), (-1.25,), (0.1, 0.1, 0.1),
           (999999999,), (-999999999,), (1000000000,), (-1000000000,), (0, 10**14),
           (True, False, True), (1/3,), (0, 1/3), (0, 0, 1/3), (2.675,)]
for a in td_args:
    show('TD%r' % (a,), lambda: rs(TD(*a)))
td_kw = [dict(hours=1), dict(minutes=90), dict(weeks=2), dict(milliseconds=1500),
         dict(hours=-1), dict(days=1, hours=-25), dict(hours=1.5), dict(minutes=0.5),
         dict(milliseconds=0.5), dict(milliseconds=-0.0005), dict(weeks=0.5, days=0.5),
         dict(hours=24 * 1000), dict(seconds=-86400 * 2 - 1), dict(microseconds=10**12),
         dict(days='1'), dict(seconds=None), dict(weeks=[]), dict(hours=float('inf')),
         dict(minutes=float('nan')), dict(days=1e10), dict(hours=1, minutes=2, seconds=3, milliseconds=4, microseconds=5)]
for k in td_kw:
    show('TD**%r' % (k,), lambda: rs(TD(**k)))
    show('TD**%r fields' % (k,), lambda: (lambda t: (t.days, t.seconds, t.microseconds, t.total_seconds()))(TD(**k)))

a = TD(days=1, hours=2, minutes=3, seconds=4, microseconds=5)
b = TD(hours=-5, microseconds=999)
ops = [
    ('a+b', lambda: a + b), ('a-b', lambda: a - b), ('b-a', lambda: b - a), ('-a', lambda: -a),
    ('+b', lambda: +b), ('abs(b)', lambda: abs(b)), ('abs(a)', lambda: abs(a)),
    ('a*3', lambda: a * 3), ('3*a', lambda: 3 * a), ('a*-1', lambda: a * -1),
    ('a*0.5', lambda: a * 0.5), ('0.1*a', lambda: 0.1 * a), ('b*1.1', lambda: b * 1.1),
    ('a*True', lambda: a * True),
    ('a/b', lambda: a / b), ('a/2', lambda: a / 2), ('a/3', lambda: a / 3), ('b/7', lambda: b / 7),
    ('a/0.25', lambda: a / 0.25), ('a/TD(0)', lambda: a / TD(0)), ('a/0', lambda: a / 0),
    ('a/0.0', lambda: a / 0.0), ('a//b', lambda: a // b), ('a//3', lambda: a // 3),
    ('b//2', lambda: b // 2), ('a//TD(0)', lambda: a // TD(0)), ('a//0', lambda: a // 0),
    ('a//0.5', lambda: a // 0.5), ('a%b', lambda: a % b), ('a%TD(hours=1)', lambda: a % TD(hours=1)),
    ('b%TD(hours=1)', lambda: b % TD(hours=1)), ('a%TD(0)', lambda: a % TD(0)),
    ('divmod(a,b)', lambda: divmod(a, b)), ('divmod(a,TD(hours=7))', lambda: divmod(a, TD(hours=7))),
    ('a+1', lambda: a + 1), ('1+a', lambda: 1 + a), ('a-1.5', lambda: a - 1.5), ("a*'x'", lambda: a * 'x'),
    ('a*None', lambda: a * None), ('a/"x"', lambda: a / 'x'), ('1/a', lambda: 1 / a),
    ('a==b', lambda: a == b), ('a==TD(1,7384,5)', lambda: a == TD(1, 7384, 5)), ('a!=b', lambda: a != b),
    ('a<b', lambda: a < b), ('a>b', lambda: a > b), ('a<=a', lambda: a <= a), ('b>=a', lambda: b >= a),
    ('a==1', lambda: a == 1), ('a!=1', lambda: a != 1), ('a<1', lambda: a < 1), ('a>=None', lambda: a >= None),
    ('hash', lambda: hash(a) == hash(TD(1, 7384, 5))), ('bool0', lambda: bool(TD(0))),
    ('bool', lambda: bool(TD(microseconds=1))), ('sorted', lambda: sorted([a, b, TD(0), -a])),
    ('max', lambda: max(a, b)), ('sum', lambda: sum([a, b, a], TD(0))),
    ('min', lambda: rs(TD.min)), ('max', lambda: rs(TD.max)), ('res', lambda: rs(TD.resolution)),
    ('max+res', lambda: TD.max + TD.resolution), ('min-res', lambda: TD.min - TD.resolution),
    ('total big', lambda: TD.max.total_seconds()), ('total neg', lambda: TD(microseconds=-1).total_seconds()),
    ('format', lambda: '{}|{:>20}'.format(a, b)), ('fstring', lambda: f'{a}'),
    ('str 2days', lambda: str(TD(days=-2, seconds=5))), ('str 1 day', lambda: str(TD(1))),
    ('str -1 us', lambda: str(TD(microseconds=-1))),
    ('attr set', lambda: setattr(a, 'days', 5)),
]
for label, f in ops:
    show('td ' + label, f)

# ---- date
date_args = [(2024, 1, 2), (1, 1, 1), (9999, 12, 31), (2024, 2, 29), (2023, 2, 29), (2000, 2, 29),
             (1900, 2, 29), (0, 1, 1), (10000, 1, 1), (2024, 0, 1), (2024, 13, 1), (2024, 4, 31),
             (2024, 1, 0), (2024.0, 1, 1), ('2024', 1, 1), (2024, 1), (2024,), (True, True, True),
             (-5, 1, 1), (2024, 12, 32)]
for args in date_args:
    show('D%r' % (args,), lambda: rs(D(*args)))
show('D kw', lambda: D(year=2020, month=5, day=17))
show('D kw missing', lambda: D(month=5, day=17))
d1 = D(2024, 3, 15)
d2 = D(2023, 12, 31)
for d in [d1, d2, D(1, 1, 1), D(9999, 12, 31), D(2020, 2, 29), D(2021, 1, 3), D(2026, 1, 1), D(2008, 12, 29),
          D(2010, 1, 3), D(2004, 12, 31), D(2005, 1, 1), D(1999, 12, 31)]:
    show('D fields %r' % d, lambda: (d.year, d.month, d.day, d.toordinal(), d.weekday(), d.isoweekday(),
                                     tuple(d.isocalendar()), d.isoformat(), d.ctime()))
    show('D isocal %r' % d, lambda: (repr(d.isocalendar()), d.isocalendar() == tuple(d.isocalendar()),
                                     d.isocalendar().week, d.isocalendar()[0]))
    show('D strftime %r' % d, lambda: d.strftime('%Y-%m-%d %y %b %B %a %A %j %U %W %w %u %G %V %e %%|%H:%M:%S.%f %p %I|%c|%x|%X|%D|%F|%T|%R|%r|%h|%C|%z|%Z|%Q|%'))
    show('D ordinal roundtrip %r' % d, lambda: D.fromordinal(d.toordinal()) == d)
    show('D fromisocal %r' % d, lambda: D.fromisocalendar(*d.isocalendar()) == d)
show('D.fromordinal(0)', lambda: D.fromordinal(0))
show('D.fromordinal(1)', lambda: D.fromordinal(1))
show('D.fromordinal(max)', lambda: D.fromordinal(3652059))
show('D.fromordinal(max+1)', lambda: D.fromordinal(3652060))
show('D.fromordinal(730000)', lambda: D.fromordinal(730000))
show('ordinals', lambda: [D.fromordinal(n) for n in (59, 60, 365, 366, 1461, 146097, 146096, 36524, 36525)])
for s in ['2024-01-02', '20240102', '2024-W01', '2024-W01-3', '2024W013', '2024W01', '2024-1-2', '2024-01-02T00:00',
          '', 'x', '2024-13-01', '2024-02-30', '0000-01-01', '2024/01/02', ' 2024-01-02', '2020-W53-7', '2021-W53-1']:
    show('D.fromisoformat %r' % s, lambda: D.fromisoformat(s))
show('D.fromisoformat int', lambda: D.fromisoformat(20240102))
show('fromisocalendar bad week', lambda: D.fromisocalendar(2021, 53, 1))
show('fromisocalendar bad day', lambda: D.fromisocalendar(2021, 5, 8))
show('fromisocalendar bad year', lambda: D.fromisocalendar(0, 5, 1))
show('fromisocalendar 2020-53', lambda: D.fromisocalendar(2020, 53, 5))
show('fromtimestamp 0', lambda: D.fromtimestamp(0))
show('fromtimestamp big', lambda: D.fromtimestamp(1700000000.5))
show('replace', lambda: d1.replace(day=31))
show('replace bad', lambda: d1.replace(month=2, day=30))
show('replace year', lambda: D(2024, 2, 29).replace(year=2023))
show('D+TD', lambda: d1 + TD(days=20))
show('TD+D', lambda: TD(days=-20) + d1)
show('D+TD hours', lambda: d1 + TD(hours=47))
show('D+TD neg hours', lambda: d1 + TD(hours=-1))
show('D-TD', lambda: d1 - TD(days=400))
show('D-TD hours', lambda: d1 - TD(hours=1))
show('D-D', lambda: d1 - d2)
show('D-D neg', lambda: d2 - d1)
show('D overflow', lambda: D.max + TD(1))
show('D underflow', lambda: D.min - TD(1))
show('D+1', lambda: d1 + 1)
show('1+D', lambda: 1 + d1)
show('D-1', lambda: d1 - 1)
show('D-DT', lambda: d1 - DT(2020, 1, 1))
show('DT-D', lambda: DT(2024, 3, 16) - d1)
show('D cmp', lambda: (d1 == d2, d1 != d2, d1 < d2, d1 > d2, d1 <= D(2024, 3, 15), d1 >= d2, d1 == D(2024, 3, 15)))
show('D == 5', lambda: (d1 == 5, d1 != 5))
show('D < 5', lambda: d1 < 5)
show('D < str', lambda: d1 > 'x')
show('D == DT', lambda: (D(2020, 1, 1) == DT(2020, 1, 1), D(2020, 1, 1) != DT(2020, 1, 1)))
show('D < DT', lambda: D(2020, 1, 1) < DT(2020, 1, 1))
show('DT < D', lambda: DT(2020, 1, 1) < D(2020, 1, 1))
show('D hash', lambda: hash(d1) == hash(D(2024, 3, 15)))
show('D sorted', lambda: sorted([d1, d2, D.min, D.max]))
show('D min max res', lambda: (D.min, D.max, D.resolution))
show('D format', lambda: ('{:%d/%m/%Y}'.format(d1), format(d1, ''), f'{d1}', f'{d1:%A}'))
show('D strftime int', lambda: d1.strftime(5))
show('D year 999 strftime', lambda: D(999, 1, 1).strftime('%Y %G %F %c %y %C'))
show('D year 5 strftime', lambda: D(5, 6, 7).strftime('%Y-%m-%d %x'))
show('D attr set', lambda: setattr(d1, 'year', 5))

# ---- time
time_args = [(), (1,), (1, 2), (1, 2, 3), (1, 2, 3, 4), (0, 0, 0, 1), (23, 59, 59, 999999), (24,), (0, 60),
             (0, 0, 60), (0, 0, 0, 1000000), (-1,), (1.5,), ('1',), (12, 30, 0, 0, UTC),
             (12, 30, 0, 0, TZ(TD(hours=5, minutes=30))), (1, 2, 3, 0, 5), (12, 0, 0, 500000, TZ(TD(hours=-3), 'BRT'))]
for args in time_args:
    show('T%r' % (args,), lambda: rs(T(*args)))
show('T fold', lambda: rs(T(1, fold=1)))
show('T fold bad', lambda: T(1, fold=2))
show('T kw', lambda: T(hour=5, second=7))
t1 = T(13, 5, 9, 123456)
t2 = T(9, 0, tzinfo=TZ(TD(hours=2)))
for spec in ['auto', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds', 'bogus']:
    show('T isoformat %s' % spec, lambda: (t1.isoformat(spec), t2.isoformat(timespec=spec), T(1, 2, 3).isoformat(spec)))
show('T fields', lambda: (t1.hour, t1.minute, t1.second, t1.microsecond, t1.tzinfo, t1.fold))
show('T offsets', lambda: (t1.utcoffset(), t2.utcoffset(), t2.tzname(), t2.dst(), t1.tzname()))
show('T strftime', lambda: (t1.strftime('%H:%M:%S.%f %I %p %Y-%m-%d %j %z %Z|'), t2.strftime('%z %Z')))
show('T format', lambda: (format(t1, '%H'), '{}'.format(t2), f'{t1:%M}'))
show('T replace', lambda: (t1.replace(hour=1), t1.replace(tzinfo=UTC), t2.replace(tzinfo=None), t1.replace(fold=1)))
show('T cmp', lambda: (t1 == T(13, 5, 9, 123456), t1 < T(14), t1 > T(14), t1 != t2))
show('T cmp aware', lambda: (t2 == T(7, 0, tzinfo=UTC), t2 < T(7, 1, tzinfo=UTC), T(7, tzinfo=UTC) <= t2))
show('T naive==aware', lambda: (T(1) == T(1, tzinfo=UTC), T(1) != T(1, tzinfo=UTC)))
show('T naive<aware', lambda: T(1) < T(1, tzinfo=UTC))
show('T < int', lambda: T(1) < 1)
show('T == int', lambda: T(1) == 1)
show('T hash', lambda: (hash(t1) == hash(T(13, 5, 9, 123456)), hash(t2) == hash(T(7, 0, tzinfo=UTC))))
show('T bool', lambda: (bool(T()), bool(T(0, 0, 0, 0))))
show('T + TD', lambda: T(1) + TD(1))
show('T min max', lambda: (T.min, T.max, T.resolution))
for s in ['12:30', '12:30:45', '12:30:45.123', '12:30:45.123456', '12', '123045', '12:30:45+02:00', '12:30:45Z',
          '12:30:45.5-05:30', '25:00', '12:3', 'x', '', '12:30:45.1234567', 'T12:30']:
    show('T.fromisoformat %r' % s, lambda: T.fromisoformat(s))
show('T isoformat roundtrip', lambda: T.fromisoformat(t1.isoformat()) == t1)

# ---- timezone
tzs = [UTC, TZ(TD(0)), TZ(TD(hours=1)), TZ(TD(hours=-5)), TZ(TD(hours=5, minutes=30), 'IST'),
       TZ(TD(minutes=-90)), TZ(TD(seconds=61)), TZ(TD(hours=-1, microseconds=5)), TZ(TD(0), 'Z0'),
       TZ.min, TZ.max]
for z in tzs:
    show('TZ %r' % z, lambda: (repr(z), str(z), z.tzname(None), z.utcoffset(None), z.dst(None)))
show('TZ(0) is utc', lambda: TZ(TD(0)) is UTC)
show('TZ(0,name) is utc', lambda: TZ(TD(0), 'UTC') is UTC)
show('TZ eq', lambda: (TZ(TD(hours=1)) == TZ(TD(hours=1), 'X'), UTC == TZ(TD(0)), UTC == TZ(TD(1 / 24)), UTC == 0))
show('TZ hash', lambda: hash(TZ(TD(hours=1))) == hash(TZ(TD(hours=1), 'X')))
show('TZ bad type', lambda: TZ(5))
show('TZ bad name', lambda: TZ(TD(0), 5))
show('TZ 24h', lambda: TZ(TD(hours=24)))
show('TZ -24h', lambda: TZ(-TD(hours=24)))
show('TZ utcoffset bad', lambda: UTC.utcoffset(5))
show('TZ isinstance', lambda: (isinstance(UTC, dtm.tzinfo), isinstance(UTC, TZ)))
show('TZ fromutc', lambda: TZ(TD(hours=2)).fromutc(DT(2020, 1, 1, tzinfo=TZ(TD(hours=2)))))
show('TZ fromutc wrong', lambda: TZ(TD(hours=2)).fromutc(DT(2020, 1, 1, tzinfo=UTC)))
show('dtm.UTC', lambda: dtm.UTC is UTC)
show('MINMAX', lambda: (dtm.MINYEAR, dtm.MAXYEAR))

# ---- datetime
dt_args = [(2024, 1, 2), (2024, 1, 2, 3), (2024, 1, 2, 3, 4), (2024, 1, 2, 3, 4, 5), (2024, 1, 2, 3, 4, 5, 6),
           (2024, 1, 2, 0, 0, 0, 1), (2024, 1, 2, 0, 0, 1), (2024, 1, 2, 3, 4, 5, 0, UTC),
           (2024, 1, 2, 3, 4, 5, 600, TZ(TD(hours=-8), 'PST')), (2024, 2, 30), (2024, 1, 2, 24), (2024, 1, 2, 0, 60),
           (2024, 1, 2, 0, 0, 60), (2024, 1, 2, 0, 0, 0, -1), (2024, 1, 2, 0, 0, 0, 0, 'UTC'), (2024,), (2024, 1),
           (2024.5, 1, 1), (1, 1, 1), (9999, 12, 31, 23, 59, 59, 999999)]
for args in dt_args:
    show('DT%r' % (args,), lambda: rs(DT(*args)))
show('DT fold', lambda: rs(DT(2024, 1, 1, fold=1)))
show('DT kw', lambda: DT(year=2024, month=5, day=6, minute=7))
x = DT(2024, 3, 10, 14, 30, 15, 250000)
y = DT(2023, 12, 31, 23, 59, 59)
xa = DT(2024, 3, 10, 14, 30, 15, 250000, tzinfo=TZ(TD(hours=2)))
ya = DT(2024, 3, 10, 12, 30, 15, 250000, tzinfo=UTC)
show('DT fields', lambda: (x.year, x.month, x.day, x.hour, x.minute, x.second, x.microsecond, x.tzinfo, x.fold))
show('DT parts', lambda: (x.date(), x.time(), x.timetz(), xa.timetz(), xa.time()))
show('DT weekday', lambda: (x.weekday(), x.isoweekday(), tuple(x.isocalendar()), x.toordinal()))
show('DT iso', lambda: (x.isoformat(), x.isoformat(' '), x.isoformat('T', 'seconds'), x.isoformat(timespec='milliseconds'),
                        xa.isoformat(), y.isoformat(), str(x), str(xa), str(y)))
for spec in ['auto', 'hours', 'minutes', 'seconds', 'milliseconds', 'microseconds', 'x']:
    show('DT isoformat %s' % spec, lambda: (x.isoformat(timespec=spec), y.isoformat(timespec=spec)))
show('DT isoformat sep bad', lambda: x.isoformat('ab'))
show('DT ctime', lambda: (x.ctime(), y.ctime(), DT(2024, 3, 1).ctime()))
fmts = ['%Y-%m-%d %H:%M:%S', '%Y%m%d_%H%M%S', '%d/%m/%y %I:%M %p', '%b %d, %Y', '%B %-d' if False else '%B %d',
        '%a %A %j', '%H:%M:%S.%f', '%c', '%x %X', '%%Y', '%z|%Z', 'run-%Y%m%d-%H%M', '%U %W %V %G %u %w',
        '%I%p', '%y', '', 'plain', '%e', '%D %T %R %r %F %h %C', '%n%t']
for fmt in fmts:
    for v in (x, y, xa, DT(2024, 1, 1, 0, 5), DT(2024, 12, 31, 12, 0), DT(5, 1, 1), DT(2021, 1, 3, 23)):
        show('DT strftime %r %r' % (fmt, v), lambda: v.strftime(fmt))
show('DT format', lambda: ('{:%Y}'.format(x), f'{x}', f'{x:%H}', format(x, '')))
show('DT replace', lambda: (x.replace(year=2020), x.replace(microsecond=0), x.replace(tzinfo=UTC), xa.replace(tzinfo=None)))
show('DT replace bad', lambda: x.replace(month=2, day=30))
show('DT replace leap', lambda: DT(2024, 2, 29).replace(year=2025))
show('DT+TD', lambda: x + TD(hours=10))
show('DT+TD days', lambda: x + TD(days=300, microseconds=800000))
show('TD+DT', lambda: TD(seconds=-1) + DT(2024, 1, 1))
show('DT-TD', lambda: x - TD(days=1, seconds=1))
show('DT-TD aware', lambda: xa - TD(hours=20))
show('DT-DT', lambda: x - y)
show('DT-DT neg', lambda: y - x)
show('DT-DT secs', lambda: (x - y).total_seconds())
show('DT-DT aware', lambda: xa - ya)
show('DT-DT aware2', lambda: ya - DT(2024, 3, 10, tzinfo=TZ(TD(hours=-5))))
show('DT-DT mixed', lambda: x - ya)
show('DT overflow', lambda: DT.max + TD(microseconds=1))
show('DT underflow', lambda: DT.min - TD(microseconds=1))
show('DT+1', lambda: x + 1)
show('DT-1', lambda: x - 1)
show('DT+DT', lambda: x + y)
show('DT cmp', lambda: (x == y, x != y, x < y, x > y, x <= x, x >= y))
show('DT cmp aware', lambda: (xa == ya, xa < ya, xa <= ya, xa > DT(2024, 3, 10, 12, tzinfo=UTC)))
show('DT naive==aware', lambda: (x == xa, x != xa))
show('DT naive<aware', lambda: x < xa)
show('DT < int', lambda: x < 3)
show('DT == int', lambda: x == 3)
show('DT == D', lambda: DT(2024, 3, 10) == D(2024, 3, 10))
show('DT hash', lambda: (hash(x) == hash(DT(2024, 3, 10, 14, 30, 15, 250000)), hash(xa) == hash(ya)))
show('DT sorted', lambda: sorted([x, y, DT(2024, 1, 1), DT.min]))
show('DT min max res', lambda: (DT.min, DT.max, DT.resolution))
show('DT utcoffset', lambda: (x.utcoffset(), xa.utcoffset(), xa.tzname(), x.tzname(), xa.dst(), x.dst()))
show('DT timestamp aware', lambda: (xa.timestamp(), ya.timestamp(), DT(1970, 1, 1, tzinfo=UTC).timestamp()))
show('DT timestamp aware2', lambda: DT(2000, 1, 1, 0, 0, 0, 1, tzinfo=TZ(TD(hours=-3))).timestamp())
show('DT fromtimestamp utc', lambda: DT.fromtimestamp(1700000000, UTC))
show('DT fromtimestamp utc float', lambda: DT.fromtimestamp(1700000000.123456, tz=UTC))
show('DT fromtimestamp tz', lambda: DT.fromtimestamp(0, TZ(TD(hours=5, minutes=30))))
show('DT fromtimestamp neg', lambda: DT.fromtimestamp(-86400.5, UTC))
show('DT fromtimestamp half', lambda: (DT.fromtimestamp(0.0000005, UTC), DT.fromtimestamp(0.0000015, UTC)))
show('DT fromtimestamp bad tz', lambda: DT.fromtimestamp(0, 5))
show('DT fromtimestamp nan', lambda: DT.fromtimestamp(float('nan'), UTC))
show('DT utcfromtimestamp', lambda: (DT.utcfromtimestamp(0), DT.utcfromtimestamp(1234567890.5)))
show('DT astimezone', lambda: (xa.astimezone(UTC), ya.astimezone(TZ(TD(hours=-7))), xa.astimezone(xa.tzinfo) is xa))
show('DT astimezone bad', lambda: xa.astimezone(5))
show('DT combine', lambda: (DT.combine(D(2020, 1, 1), T(5, 6)), DT.combine(D(2020, 1, 1), T(5, tzinfo=UTC)),
                            DT.combine(D(2020, 1, 1), T(5, tzinfo=UTC), tzinfo=None), DT.combine(x, T(1))))
show('DT combine bad', lambda: DT.combine(1, T(1)))
show('DT combine bad2', lambda: DT.combine(D(2020, 1, 1), 1))
show('DT isinstance', lambda: (isinstance(x, D), isinstance(x, DT), isinstance(d1, DT), issubclass(DT, D)))
for s in ['2024-03-10', '2024-03-10T14:30', '2024-03-10T14:30:15', '2024-03-10 14:30:15.250000',
          '2024-03-10T14:30:15.25', '2024-03-10T14:30:15+02:00', '2024-03-10T14:30:15Z', '2024-03-10T14:30:15.123456-05:30',
          '20240310T143015', '2024-03-10T14', '2024-03-10x14:30', '2024-03-10T24:00', '2024-03-10T14:30:15.1234567',
          '2024-W10-7T10:00', '2024-03-10T', '2024-03-1014:30', 'bad', '', '2024-02-30T00:00', '2024-03-10T14:30:15+0200',
          '2024-03-10T25:00']:
    show('DT.fromisoformat %r' % s, lambda: DT.fromisoformat(s))
show('DT.fromisoformat int', lambda: DT.fromisoformat(5))
show('DT iso roundtrip', lambda: (DT.fromisoformat(x.isoformat()) == x, DT.fromisoformat(xa.isoformat()) == xa,
                                  DT.fromisoformat(str(x)) == x))

# strptime
cases = [('2024-03-10 14:30:15', '%Y-%m-%d %H:%M:%S'), ('2024-03-10', '%Y-%m-%d'), ('10/03/24', '%d/%m/%y'),
         ('10/03/69', '%d/%m/%y'), ('10/03/68', '%d/%m/%y'), ('Mar 5 2024', '%b %d %Y'), ('march 5 2024', '%B %d %Y'),
         ('MARCH 5 2024', '%B %d %Y'), ('Sunday 2024-03-10', '%A %Y-%m-%d'), ('Sun 2024-03-10', '%a %Y-%m-%d'),
         ('12:30:45.5', '%H:%M:%S.%f'), ('12:30:45.123456', '%H:%M:%S.%f'), ('12:30:45.1234567', '%H:%M:%S.%f'),
         ('3:04 PM', '%I:%M %p'), ('12:00 AM', '%I:%M %p'), ('12:00 pm', '%I:%M %p'), ('3 am', '%I %p'),
         ('2024 070', '%Y %j'), ('2024 366', '%Y %j'), ('2023 366', '%Y %j'), ('100%', '%d%%'),
         ('2024-03-10T14:30:15+0200', '%Y-%m-%dT%H:%M:%S%z'), ('2024-03-10T14:30:15-05:30', '%Y-%m-%dT%H:%M:%S%z'),
         ('2024-03-10T14:30:15Z', '%Y-%m-%dT%H:%M:%S%z'), ('2024-03-10 UTC', '%Y-%m-%d %Z'),
         ('2024-03-10x', '%Y-%m-%d'), ('2024-3-1', '%Y-%m-%d'), ('2024-02-30', '%Y-%m-%d'), ('24-03-10', '%Y-%m-%d'),
         ('2024', '%Q'), ('2024', '%Y%'), ('2024   03', '%Y %m'), ('2024\t03', '%Y %m'), ('202403', '%Y%m'),
         ('20240310143015', '%Y%m%d%H%M%S'), ('', ''), ('abc', 'abc'), ('a.c', 'a.c'), ('abc', 'a.c'),
         ('(1)', '(%d)'), ('29 Feb', '%d %b'), ('28 Feb', '%d %b'), ('run-20240310-1430', 'run-%Y%m%d-%H%M'),
         ('Sun Mar 10 14:30:15 2024', '%c'), ('03/10/24', '%x'), ('14:30:15', '%X'), ('2024 10 0', '%Y %W %w'),
         ('2024 10 1', '%Y %U %w'), ('2024 00 3', '%Y %W %w'), ('2024 10 2', '%G %V %u'), (' 5 3 2024', '%d %m %Y'),
         ('5', '%H'), ('61', '%S'), ('60', '%M'), ('2024-13-01', '%Y-%m-%d'), (20240310, '%Y'), ('2024', 5),
         ('1:2:3', '%H:%M:%S'), ('2024-03-10 14:30:15.000001+00:00', '%Y-%m-%d %H:%M:%S.%f%z')]
for s, f in cases:
    show('strptime %r %r' % (s, f), lambda: DT.strptime(s, f))
show('strptime tz str', lambda: str(DT.strptime('2024-03-10T14:30:15+0200', '%Y-%m-%dT%H:%M:%S%z').tzinfo))

# subclasses
class MyDT(DT):
    def label(self):
        return 'my ' + self.isoformat()


class MyTD(TD):
    pass


class MyD(D):
    pass


m = MyDT(2024, 1, 1, 12)
show('sub repr', lambda: (repr(m), repr(MyTD(1)), repr(MyD(2024, 1, 1)), m.label()))
show('sub arith', lambda: (type(m + TD(1)).__name__, type(m - TD(1)).__name__, type(MyTD(1) + TD(1)).__name__,
                           type(MyD(2024, 1, 1) + TD(1)).__name__, type(m - m).__name__))
show('sub replace', lambda: type(m.replace(hour=1)).__name__)
show('sub now type', lambda: (type(MyDT.now()).__name__, type(MyDT.fromtimestamp(0, UTC)).__name__,
                              type(MyDT.strptime('2024', '%Y')).__name__, type(MyD.fromordinal(5)).__name__))
show('sub cmp', lambda: (m == DT(2024, 1, 1, 12), m < DT(2025, 1, 1)))


class FixedTZ(dtm.tzinfo):
    def __init__(self, h):
        self.h = h

    def utcoffset(self, dt):
        return TD(hours=self.h)

    def dst(self, dt):
        return TD(0)

    def tzname(self, dt):
        return 'F%+d' % self.h


f3 = FixedTZ(3)
show('tzinfo sub', lambda: (DT(2024, 1, 1, tzinfo=f3).isoformat(), DT(2024, 1, 1, tzinfo=f3).tzname(),
                            DT(2024, 1, 1, tzinfo=f3).strftime('%z %Z'), DT(2024, 1, 1, tzinfo=f3).utcoffset()))
show('tzinfo sub cmp', lambda: DT(2024, 1, 1, 3, tzinfo=f3) == DT(2024, 1, 1, tzinfo=UTC))
show('tzinfo sub astz', lambda: DT(2024, 1, 1, tzinfo=UTC).astimezone(f3).isoformat())
show('tzinfo abstract', lambda: DT(2024, 1, 1, tzinfo=dtm.tzinfo()).utcoffset())

# live clocks: only types and sanity, not values
show('now types', lambda: (type(DT.now()).__name__, type(DT.utcnow()).__name__, type(DT.today()).__name__,
                           type(D.today()).__name__, DT.now(UTC).tzinfo is UTC, DT.now().tzinfo))
show('now sane', lambda: DT(2020, 1, 1) < DT.now() < DT(2100, 1, 1))
show('elapsed', lambda: (lambda t0: (DT.now() - t0) < TD(minutes=5))(DT.now()))

# training-log style
start = DT(2024, 5, 1, 9, 0, 0)
steps = [start + TD(seconds=37.5 * i) for i in range(5)]
show('log lines', lambda: ['%s step %d' % (t.strftime('%H:%M:%S'), i) for i, t in enumerate(steps)])
show('log elapsed', lambda: [str(t - start) for t in steps])
show('log eta', lambda: str(TD(seconds=int((steps[-1] - start).total_seconds() / 4 * 96))))
show('log run name', lambda: 'run_' + start.strftime('%Y%m%d_%H%M%S'))
show('log parse back', lambda: [DT.strptime(t.strftime('%Y-%m-%d %H:%M:%S.%f'), '%Y-%m-%d %H:%M:%S.%f') == t for t in steps])
show('log iso back', lambda: [DT.fromisoformat(t.isoformat()) == t for t in steps])
show('log date range', lambda: [str(D(2024, 2, 27) + TD(days=i)) for i in range(5)])
