//! What `GET /api/metrics` says, in Prometheus' text format (version 0.0.4): counters and
//! histograms kept with atomics where things happen (requests, waits for a connection or the
//! writer's turn, group commits), gauges read when scraped. Names follow Prometheus' conventions:
//! `soute_` prefix, base units (seconds, bytes), `_total` for counters.

use std::{
    collections::BTreeMap,
    fmt::Write,
    sync::{
        Mutex,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

/// Seconds, from a millisecond to the read time limit.
pub const SECONDS: &[f64] = &[
    0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 15.0,
];
/// Writers committed together.
pub const GROUP_SIZES: &[f64] = &[1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0];

/// A histogram with fixed upper bounds; observations above the last fall in `+Inf` only.
#[derive(Debug)]
pub struct Histogram {
    bounds: &'static [f64],
    /// Per bucket (not cumulative), then one for above the last bound.
    counts: Vec<AtomicU64>,
    /// The sum of observations, in millionths.
    sum_micros: AtomicU64,
}

impl Histogram {
    pub fn new(bounds: &'static [f64]) -> Histogram {
        Histogram {
            bounds,
            counts: (0..=bounds.len()).map(|_| AtomicU64::new(0)).collect(),
            sum_micros: AtomicU64::new(0),
        }
    }

    pub fn observe(&self, value: f64) {
        let bucket = self
            .bounds
            .iter()
            .position(|b| value <= *b)
            .unwrap_or(self.bounds.len());
        self.counts[bucket].fetch_add(1, Ordering::Relaxed);
        self.sum_micros
            .fetch_add((value * 1e6).max(0.0) as u64, Ordering::Relaxed);
    }

    pub fn observe_duration(&self, d: Duration) {
        self.observe(d.as_secs_f64());
    }

    pub fn count(&self) -> u64 {
        self.counts.iter().map(|c| c.load(Ordering::Relaxed)).sum()
    }

    /// The `_bucket`, `_sum` and `_count` lines of `name` with `labels` (`key="value",…` or empty).
    fn write_samples(&self, out: &mut String, name: &str, labels: &str) {
        let sep = if labels.is_empty() { "" } else { "," };
        let mut cumulative = 0;
        for (bound, count) in self.bounds.iter().zip(&self.counts) {
            cumulative += count.load(Ordering::Relaxed);
            let _ = writeln!(
                out,
                "{name}_bucket{{{labels}{sep}le=\"{bound}\"}} {cumulative}"
            );
        }
        cumulative += self.counts[self.bounds.len()].load(Ordering::Relaxed);
        let _ = writeln!(
            out,
            "{name}_bucket{{{labels}{sep}le=\"+Inf\"}} {cumulative}"
        );
        let sum = self.sum_micros.load(Ordering::Relaxed) as f64 / 1e6;
        let braces = |l: &str| {
            if l.is_empty() {
                String::new()
            } else {
                format!("{{{l}}}")
            }
        };
        let _ = writeln!(out, "{name}_sum{} {sum}", braces(labels));
        let _ = writeln!(out, "{name}_count{} {cumulative}", braces(labels));
    }
}

/// Writes a metric's `# HELP` and `# TYPE` lines.
pub fn header(out: &mut String, name: &str, kind: &str, help: &str) {
    let _ = writeln!(out, "# HELP {name} {help}");
    let _ = writeln!(out, "# TYPE {name} {kind}");
}

/// A metric of one sample.
pub fn single(out: &mut String, name: &str, kind: &str, help: &str, value: impl std::fmt::Display) {
    header(out, name, kind, help);
    let _ = writeln!(out, "{name} {value}");
}

/// A histogram of one series.
pub fn histogram(out: &mut String, name: &str, help: &str, h: &Histogram) {
    header(out, name, "histogram", help);
    h.write_samples(out, name, "");
}

/// A label value as the text format wants it: backslash, quote and newline escaped.
fn label(value: &str) -> String {
    value
        .replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace('\n', "\\n")
}

/// The requests served, by method, matched route (the route's pattern, never the address with
/// its ids, so the series stay few) and status.
#[derive(Debug, Default)]
pub struct Requests {
    counts: Mutex<BTreeMap<(String, String, u16), u64>>,
    durations: Mutex<BTreeMap<(String, String), std::sync::Arc<Histogram>>>,
}

impl Requests {
    pub fn record(&self, method: &str, route: &str, status: u16, took: Duration) {
        *self
            .counts
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry((method.to_string(), route.to_string(), status))
            .or_insert(0) += 1;
        let histogram = self
            .durations
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .entry((method.to_string(), route.to_string()))
            .or_insert_with(|| std::sync::Arc::new(Histogram::new(SECONDS)))
            .clone();
        histogram.observe_duration(took);
    }

    pub fn write(&self, out: &mut String) {
        header(
            out,
            "soute_http_requests_total",
            "counter",
            "HTTP requests answered, by method, matched route and status.",
        );
        for ((method, route, status), n) in
            self.counts.lock().unwrap_or_else(|e| e.into_inner()).iter()
        {
            let _ = writeln!(
                out,
                "soute_http_requests_total{{method=\"{}\",route=\"{}\",status=\"{status}\"}} {n}",
                label(method),
                label(route)
            );
        }
        header(
            out,
            "soute_http_request_duration_seconds",
            "histogram",
            "Time to answer HTTP requests, by method and matched route.",
        );
        let durations: Vec<_> = self
            .durations
            .lock()
            .unwrap_or_else(|e| e.into_inner())
            .iter()
            .map(|(k, h)| (k.clone(), h.clone()))
            .collect();
        for ((method, route), h) in durations {
            let labels = format!("method=\"{}\",route=\"{}\"", label(&method), label(&route));
            h.write_samples(out, "soute_http_request_duration_seconds", &labels);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_histogram_counts_cumulatively_with_its_sum() {
        let h = Histogram::new(&[0.1, 1.0]);
        h.observe(0.05);
        h.observe(0.5);
        h.observe(3.0);
        let mut out = String::new();
        histogram(&mut out, "x_seconds", "Help.", &h);
        assert_eq!(
            out,
            "# HELP x_seconds Help.\n# TYPE x_seconds histogram\n\
             x_seconds_bucket{le=\"0.1\"} 1\nx_seconds_bucket{le=\"1\"} 2\n\
             x_seconds_bucket{le=\"+Inf\"} 3\nx_seconds_sum 3.55\nx_seconds_count 3\n"
        );
    }

    #[test]
    fn label_values_are_escaped() {
        assert_eq!(label("a\"b\\c\nd"), "a\\\"b\\\\c\\nd");
    }
}
