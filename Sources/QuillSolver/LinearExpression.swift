/// `c0 + c1·v1 + c2·v2 + …`: the left side of a constraint (`expression relation 0`).
public struct LinearExpression: CustomStringConvertible {
    /// The variables and their coefficients, in the order they were added (a variable may
    /// appear more than once; the solver adds them up).
    public var terms: [(variable: Variable, coefficient: Double)]
    /// The constant part.
    public var constant: Double

    /// Creates an expression.
    public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// `coefficient·variable + constant`.
    public init(_ variable: Variable, coefficient: Double = 1, constant: Double = 0) {
        self.init([(variable, coefficient)], constant: constant)
    }

    /// The expression's value with the variables' current values.
    public var value: Double {
        terms.reduce(constant) { $0 + $1.coefficient * $1.variable.value }
    }

    /// The terms and constant joined by `+`/`-` (`2·a - b + 10`); coefficients of 1 and a zero
    /// constant are left out, whole numbers print without a decimal point.
    public var description: String {
        var parts = terms.map { term -> String in
            term.coefficient == 1 ? "\(term.variable)" : "\(formatted(term.coefficient))·\(term.variable)"
        }
        if constant != 0 || parts.isEmpty { parts.append(formatted(constant)) }
        return parts.joined(separator: " + ").replacingOccurrences(of: "+ -", with: "- ")
    }

    private func formatted(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(x)
    }
}

// MARK: Building expressions

/// `a + b`.
public func + (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    LinearExpression(a.terms + b.terms, constant: a.constant + b.constant)
}
/// `a - b`.
public func - (a: LinearExpression, b: LinearExpression) -> LinearExpression {
    a + b * -1
}
/// `e · k`.
public func * (e: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(e.terms.map { ($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
/// `e + k`.
public func + (e: LinearExpression, k: Double) -> LinearExpression {
    LinearExpression(e.terms, constant: e.constant + k)
}
/// `e - k`.
public func - (e: LinearExpression, k: Double) -> LinearExpression { e + -k }
/// `v + w`.
public func + (v: Variable, w: Variable) -> LinearExpression { LinearExpression(v) + LinearExpression(w) }
/// `v - w`.
public func - (v: Variable, w: Variable) -> LinearExpression { LinearExpression(v) - LinearExpression(w) }
/// `v + k`.
public func + (v: Variable, k: Double) -> LinearExpression { LinearExpression(v, constant: k) }
/// `v - k`.
public func - (v: Variable, k: Double) -> LinearExpression { LinearExpression(v, constant: -k) }
/// `v · k`.
public func * (v: Variable, k: Double) -> LinearExpression { LinearExpression(v, coefficient: k) }
/// `k · v`.
public func * (k: Double, v: Variable) -> LinearExpression { LinearExpression(v, coefficient: k) }
/// `e + v`.
public func + (e: LinearExpression, v: Variable) -> LinearExpression { e + LinearExpression(v) }
/// `e - v`.
public func - (e: LinearExpression, v: Variable) -> LinearExpression { e - LinearExpression(v) }
