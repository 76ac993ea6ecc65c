/**
 * An independent Student t quantile for test oracles, in Python: the inverse of the t CDF by
 * Newton steps on P(|T| < t) written as an integral of cos^(v-1) (t = sqrt(v)·tan θ), the
 * integral by Simpson's rule. It shares nothing with src/core/compare/student-t.ts.
 * Defines t_quantile(p, v); imports json, math, statistics, sys.
 */
export const PYTHON_T = `
import json, math, statistics, sys
def t_quantile(p, v):
    c = math.exp(math.lgamma((v + 1) / 2) - math.lgamma(v / 2)) / math.sqrt(math.pi)
    f = lambda phi: math.cos(phi) ** (v - 1)
    def integral(theta, n=4000):
        h = theta / n
        return (f(0) + f(theta) + sum((4 if i % 2 else 2) * f(i * h) for i in range(1, n))) * h / 3
    theta = math.pi / 4
    for _ in range(60):
        step = (c * integral(theta) - (p - 0.5)) / (c * f(theta))
        theta = min(max(theta - step, 1e-12), math.pi / 2 - 1e-15)
        if abs(step) < 1e-15:
            break
    return math.sqrt(v) * math.tan(theta)
`;
