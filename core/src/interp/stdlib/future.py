# __future__: the feature records CPython 3.11 keeps. Every feature is mandatory by 3.11
# except `annotations`, which makes annotations unevaluated strings; stridelab never
# evaluates a function's annotations, so importing it changes nothing here either.
# (`barry_as_FLUFL` is left out: it would change the syntax of `!=`.)


class _Feature:
    def __init__(self, optionalRelease, mandatoryRelease, compiler_flag):
        self.optional = optionalRelease
        self.mandatory = mandatoryRelease
        self.compiler_flag = compiler_flag

    def getOptionalRelease(self):
        return self.optional

    def getMandatoryRelease(self):
        return self.mandatory

    def __repr__(self):
        return "_Feature" + repr((self.optional, self.mandatory, self.compiler_flag))


all_feature_names = ["nested_scopes", "generators", "division", "absolute_import",
                     "with_statement", "print_function", "unicode_literals", "generator_stop",
                     "annotations"]
nested_scopes = _Feature((2, 1, 0, "beta", 1), (2, 2, 0, "alpha", 0), 16)
generators = _Feature((2, 2, 0, "alpha", 1), (2, 3, 0, "final", 0), 0)
division = _Feature((2, 2, 0, "alpha", 2), (3, 0, 0, "alpha", 0), 131072)
absolute_import = _Feature((2, 5, 0, "alpha", 1), (3, 0, 0, "alpha", 0), 262144)
with_statement = _Feature((2, 5, 0, "alpha", 1), (2, 6, 0, "alpha", 0), 524288)
print_function = _Feature((2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0), 1048576)
unicode_literals = _Feature((2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0), 2097152)
generator_stop = _Feature((3, 5, 0, "beta", 1), (3, 7, 0, "alpha", 0), 8388608)
annotations = _Feature((3, 7, 0, "beta", 1), None, 16777216)
