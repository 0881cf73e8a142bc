// The constraint solver (see Solver.swift).
