//! Which route an agent may register an expedition on, and so which branch it leaves from: an
//! expedition starts at the branch of the agent who registers it, on an active route from there.

/// A route price as the rule weighs it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Route {
    /// The branch the route leaves from.
    pub origin_id: i64,
    /// Whether the route is in use (an inactive one takes no new expeditions).
    pub active: bool,
}

/// Why an expedition may not be registered on a route.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RouteRefusal {
    /// There is no such route.
    Unknown,
    /// The route is no longer in use.
    Inactive,
    /// The route leaves from another branch than the agent's.
    NotFromYourBranch,
}

/// The origin branch of an expedition that an agent of `branch` registers on `route` (`None`
/// when the route does not exist): the route's origin, which must be the agent's own branch.
/// Someone without a branch (a super user) registers at the route's origin.
pub fn expedition_origin(route: Option<Route>, branch: Option<i64>) -> Result<i64, RouteRefusal> {
    let route = route.ok_or(RouteRefusal::Unknown)?;
    if !route.active {
        return Err(RouteRefusal::Inactive);
    }
    match branch {
        Some(own) if own != route.origin_id => Err(RouteRefusal::NotFromYourBranch),
        _ => Ok(route.origin_id),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const FROM_1: Route = Route {
        origin_id: 1,
        active: true,
    };

    #[test]
    fn an_expedition_leaves_from_the_agents_branch() {
        assert_eq!(expedition_origin(Some(FROM_1), Some(1)), Ok(1));
        assert_eq!(
            expedition_origin(Some(FROM_1), Some(2)),
            Err(RouteRefusal::NotFromYourBranch)
        );
    }

    #[test]
    fn someone_without_a_branch_registers_at_the_routes_origin() {
        assert_eq!(expedition_origin(Some(FROM_1), None), Ok(1));
    }

    #[test]
    fn unknown_and_inactive_routes_take_nothing() {
        assert_eq!(expedition_origin(None, Some(1)), Err(RouteRefusal::Unknown));
        assert_eq!(expedition_origin(None, None), Err(RouteRefusal::Unknown));
        let closed = Route {
            active: false,
            ..FROM_1
        };
        // Closed is said before "not yours", whoever asks.
        assert_eq!(
            expedition_origin(Some(closed), Some(2)),
            Err(RouteRefusal::Inactive)
        );
        assert_eq!(
            expedition_origin(Some(closed), None),
            Err(RouteRefusal::Inactive)
        );
    }
}
