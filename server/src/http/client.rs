//! Who is asking: the client's address, which the throttles count by (sign-ins, registrations,
//! tracking, contact messages). Behind a reverse proxy every request comes from the proxy; from
//! the proxies the agency trusts (`SOUTE_TRUSTED_PROXIES`), the client is the rightmost address
//! of `X-Forwarded-For` that is not one of them — the leftmost ones are whatever the client wrote.

use std::{
    convert::Infallible,
    fmt,
    net::{IpAddr, SocketAddr},
    str::FromStr,
};

use axum::{
    extract::{ConnectInfo, FromRequestParts},
    http::request::Parts,
};

use crate::app::AppState;

/// A block of addresses, `192.168.0.0/16` or `fd00::/8` (a bare address is a block of one).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cidr {
    network: IpAddr,
    bits: u8,
}

impl Cidr {
    pub fn contains(&self, address: IpAddr) -> bool {
        match (self.network, address.to_canonical()) {
            (IpAddr::V4(net), IpAddr::V4(a)) => prefix_matches(
                u128::from(u32::from(net)),
                u128::from(u32::from(a)),
                32,
                self.bits,
            ),
            (IpAddr::V6(net), IpAddr::V6(a)) => {
                prefix_matches(u128::from(net), u128::from(a), 128, self.bits)
            }
            _ => false,
        }
    }
}

/// Whether the first `bits` of two `width`-bit numbers are the same.
fn prefix_matches(a: u128, b: u128, width: u8, bits: u8) -> bool {
    if bits == 0 {
        return true;
    }
    let shift = u32::from(width - bits);
    (a >> shift) == (b >> shift)
}

impl FromStr for Cidr {
    type Err = String;

    fn from_str(text: &str) -> Result<Cidr, String> {
        let text = text.trim();
        let (address, bits) = match text.split_once('/') {
            Some((a, b)) => (a, Some(b)),
            None => (text, None),
        };
        let network: IpAddr = address
            .parse::<IpAddr>()
            .map_err(|_| format!("not an address block: {text}"))?
            .to_canonical();
        let width = if network.is_ipv4() { 32 } else { 128 };
        let bits = match bits {
            Some(b) => b
                .parse::<u8>()
                .ok()
                .filter(|b| *b <= width)
                .ok_or_else(|| format!("not an address block: {text}"))?,
            None => width,
        };
        Ok(Cidr { network, bits })
    }
}

impl fmt::Display for Cidr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.network, self.bits)
    }
}

/// The client's address: the peer's, unless the peer is a trusted proxy; then the rightmost
/// address of `forwarded` (the `X-Forwarded-For` values in order) that is not a trusted proxy.
/// A value that is not an address stops the walk at the last proxy: nothing left of it is
/// believed.
pub fn client_address(peer: IpAddr, forwarded: &[&str], trusted: &[Cidr]) -> IpAddr {
    let is_trusted = |a: IpAddr| trusted.iter().any(|c| c.contains(a));
    let mut client = peer.to_canonical();
    if !is_trusted(client) {
        return client;
    }
    let hops = forwarded
        .iter()
        .flat_map(|v| v.split(','))
        .map(str::trim)
        .filter(|h| !h.is_empty())
        .collect::<Vec<_>>();
    for hop in hops.into_iter().rev() {
        let Ok(address) = hop.parse::<IpAddr>() else {
            return client;
        };
        client = address.to_canonical();
        if !is_trusted(client) {
            return client;
        }
    }
    client
}

/// The client's address, as [`client_address`] finds it.
#[derive(Clone, Copy, Debug)]
pub struct ClientAddr(pub IpAddr);

impl FromRequestParts<AppState> for ClientAddr {
    type Rejection = Infallible;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, Infallible> {
        let peer = parts
            .extensions
            .get::<ConnectInfo<SocketAddr>>()
            .map_or(IpAddr::from([127, 0, 0, 1]), |c| c.0.ip());
        let forwarded: Vec<&str> = parts
            .headers
            .get_all("x-forwarded-for")
            .iter()
            .filter_map(|v| v.to_str().ok())
            .collect();
        Ok(ClientAddr(client_address(
            peer,
            &forwarded,
            &state.config.trusted_proxies,
        )))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ip(text: &str) -> IpAddr {
        text.parse().unwrap()
    }

    #[test]
    fn blocks_hold_their_addresses() {
        let lan: Cidr = "192.168.0.0/16".parse().unwrap();
        assert!(lan.contains(ip("192.168.4.2")));
        assert!(!lan.contains(ip("192.169.0.1")));
        assert!(
            lan.contains(ip("::ffff:192.168.1.1")),
            "IPv4 mapped in IPv6"
        );
        let one: Cidr = "10.0.0.7".parse().unwrap();
        assert!(one.contains(ip("10.0.0.7")) && !one.contains(ip("10.0.0.8")));
        let v6: Cidr = "fd00::/8".parse().unwrap();
        assert!(v6.contains(ip("fd12::1")) && !v6.contains(ip("fe80::1")));
        assert!("0.0.0.0/0".parse::<Cidr>().unwrap().contains(ip("8.8.8.8")));
        for bad in ["10.0.0.0/33", "proxy", "10.0.0.0/x", "::/129"] {
            assert!(bad.parse::<Cidr>().is_err(), "{bad}");
        }
    }

    #[test]
    fn forwarded_addresses_count_only_from_trusted_proxies() {
        let proxies: Vec<Cidr> = vec!["10.0.0.0/8".parse().unwrap()];
        // Straight from the internet: the header is whatever the client wrote.
        assert_eq!(
            client_address(ip("41.0.0.9"), &["1.2.3.4"], &proxies),
            ip("41.0.0.9")
        );
        // Through the proxy: the rightmost address it did not add itself.
        assert_eq!(
            client_address(ip("10.0.0.2"), &["6.6.6.6, 41.0.0.9"], &proxies),
            ip("41.0.0.9")
        );
        // Through two proxies, the header in two lines.
        assert_eq!(
            client_address(ip("10.0.0.2"), &["6.6.6.6, 41.0.0.9", "10.0.0.3"], &proxies),
            ip("41.0.0.9")
        );
        // Garbage stops the walk at the last proxy.
        assert_eq!(
            client_address(ip("10.0.0.2"), &["41.0.0.9, nonsense"], &proxies),
            ip("10.0.0.2")
        );
        // No proxy trusted: the peer.
        assert_eq!(
            client_address(ip("10.0.0.2"), &["41.0.0.9"], &[]),
            ip("10.0.0.2")
        );
    }
}
