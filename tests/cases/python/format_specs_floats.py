# Float format specs as CPython 3.11 applies them (a review found them dropped): grouping
# with no precision and with %, zero padding that joins the digit groups, '#' keeping the
# point, 'F' upper-casing nan/inf, no-type precision switching to scientific one digit
# early, and integers refusing a precision.
vals = [1234567.891, -1234.5, 0.0, 1e20, 123456.789, 1.0, 100.0, 12345.678, float('nan'), float('inf'), -float('inf'), 0.5, 1234]
specs = [",", "_", "020,.2f", ",.1%", "#g", "#.3g", "#.0f", "#.0e", "F", "010,", "012_", ",g", ",.3e", "015,.1f", "#.0%", "012,.0f", "=+15,.2f", "010", "#G", ",.6", ",E", "09,", "08_", "#x", "#010_x", "010_b", "011,d"]
out = []
for v in vals:
    row = []
    for sp in specs:
        try:
            row.append(format(v, sp))
        except (ValueError, TypeError) as e:
            row.append(type(e).__name__ + ': ' + str(e))
    out.append(row)
out[0]
out[1]
out[2]
out[3]
out[4]
out[5]
out[6]
out[7]
out[8]
out[9]
out[10]
out[11]
out[12]
f"{1234567.891:,}", f"{1234.5:_}", f"{1234567.891:020,.2f}", f"{123456.789:,.1%}"
f"{1.0:#g}", f"{100.0:#.3g}", f"{1.0:#.0f}", f"{10:#.0e}", f"{float('nan'):F}"
"%#.3g" % 1.0, "%#.0f" % 2.0, "%#x" % 255, "%.3g" % 1.0
format(123456.789, ".6"), format(0.0001234, ".2"), format(1e16, ".17"), format(12.0, ".1")
format(1234, ".2")
f"{1234:,.1f}", f"{-0.0:,}", f"{1e-7:,}"
