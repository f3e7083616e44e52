//! Shared helpers for the integration tests.
