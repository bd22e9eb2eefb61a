//! The generated agency as data, before any of it is written: who registered what and when, what
//! moved where, who paid what, and the values derived from that. Pure: the same seed, scale, end
//! and starting ids give the same plan.

use std::ops::Range;

use crate::{
    demo::{self, DESCRIPTIONS, Lcg},
    domain::{
        freight::{self, Buckets, ExpeditionStatus},
        ledger::{ManifestStatus, WaybillStatus},
        people::Person,
    },
};

/// Times are microseconds since the Unix epoch (UTC).
pub const HOUR: i64 = 3_600_000_000;
pub const DAY: i64 = 24 * HOUR;
/// Five years, one of them leap.
const SPAN: i64 = (5 * 365 + 1) * DAY;
/// A waybill or a manifest still short of its size leaves anyway once its oldest load has waited
/// this long (applied when the five years end, so that old parcels all left).
const LONGEST_WAIT: i64 = 7 * DAY;

/// How many of each the set holds: DESIGN §9 times the scale, never less than a handful.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Sizes {
    pub expeditions: usize,
    pub clients: usize,
    pub managers: usize,
    pub agents: usize,
    pub drivers: usize,
    pub pilots: usize,
    pub externes: usize,
}

impl Sizes {
    pub fn at(scale: f64) -> Sizes {
        let of = |reference: f64, least: usize| ((reference * scale).round() as usize).max(least);
        // 300 staff at 1.0: 10 managers, 190 counter agents, 60 drivers, 20 pilots, 20 externes.
        Sizes {
            expeditions: of(1_000_000.0, 40),
            clients: of(50_000.0, 20),
            managers: of(10.0, 5),
            agents: of(190.0, 10),
            drivers: of(60.0, 5),
            pilots: of(20.0, 3),
            externes: of(20.0, 2),
        }
    }
}

/// What the agency's configuration, written before the plan, is made of.
#[derive(Clone, Debug)]
pub struct Agency {
    pub branches: Vec<i64>,
    pub routes: Vec<Route>,
    pub vehicles: Vec<i64>,
    pub planes: Vec<i64>,
    pub articles: Vec<i64>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Route {
    pub id: i64,
    pub origin: i64,
    pub destination: i64,
    /// Cents per kg.
    pub price: i64,
}

/// The first free id of each table and the last number given to each kind of reference.
#[derive(Clone, Copy, Debug, Default)]
pub struct Start {
    pub user: i64,
    pub expedition: i64,
    pub packag: i64,
    pub packagdetail: i64,
    pub invoice: i64,
    pub waybill: i64,
    pub waybilldetail: i64,
    pub manifest: i64,
    pub manifestdetail: i64,
    pub billet: i64,
    pub exp_number: i64,
    pub col_number: i64,
    pub man_number: i64,
    pub fac_number: i64,
    pub bil_number: i64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    Manager,
    Agent,
    Driver,
    Pilot,
    Externe,
    Client,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Member {
    pub id: i64,
    pub role: Role,
    pub branch: Option<i64>,
    pub person: Person,
    pub at: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Expedition {
    pub id: i64,
    pub number: i64,
    pub at: i64,
    pub route: Route,
    pub sender: i64,
    pub recipient: i64,
    pub agent: i64,
    /// As typed at registration: -1 paid in full, else the cents paid then.
    pub cash: i64,
    pub price: i64,
    pub parcels: Range<usize>,
    /// Derived: the sums of its parcels' buckets and the status they imply.
    pub totals: Buckets,
    pub status: ExpeditionStatus,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Parcel {
    pub id: i64,
    pub expedition: usize,
    pub line_no: i64,
    pub quantity: i64,
    pub unit_weight: i64,
    pub weight: i64,
    pub amount: i64,
    pub manual_amount: bool,
    pub description: &'static str,
    pub recipient: i64,
    pub contents: Range<usize>,
    /// Derived: where its pieces are, and when they last moved.
    pub buckets: Buckets,
    pub updated_at: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Content {
    pub id: i64,
    pub parcel: usize,
    pub article: i64,
    pub quantity: i64,
    /// Derived: shipped pieces as the shipped-quantity form records them (all, once arrived).
    pub expedie: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waybill {
    pub id: i64,
    pub number: i64,
    pub route: Route,
    pub driver: i64,
    pub vehicle: i64,
    pub created_by: i64,
    pub at: i64,
    /// Validated (departure) time; `None` while in preparation.
    pub validated: Option<i64>,
    pub lines: Range<usize>,
    /// Derived: pieces and grams loaded, what is not yet on manifests, and the status.
    pub quantity: i64,
    pub weight: i64,
    pub quantity_restant: i64,
    pub weight_restant: i64,
    pub status: WaybillStatus,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct WaybillLine {
    pub id: i64,
    pub waybill: usize,
    pub parcel: usize,
    pub quantity: i64,
    pub weight: i64,
    pub at: i64,
    /// Derived: what manifests have not taken, and when it last changed.
    pub quantity_restant: i64,
    pub weight_restant: i64,
    pub updated_at: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Manifest {
    pub id: i64,
    pub number: i64,
    pub route: Route,
    pub plane: i64,
    pub pilot: i64,
    pub created_by: i64,
    pub at: i64,
    /// Validated as arrived (departure) time; `None` while in preparation.
    pub arrived: Option<i64>,
    pub lines: Range<usize>,
}

impl Manifest {
    pub fn status(&self) -> ManifestStatus {
        match self.arrived {
            Some(_) => ManifestStatus::Arriver,
            None => ManifestStatus::EnCours,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ManifestLine {
    pub id: i64,
    pub manifest: usize,
    pub waybill_line: usize,
    pub quantity: i64,
    pub weight: i64,
    pub at: i64,
}

/// What a payment pays: an expedition or a ticket (indexes in the plan).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Owed {
    Expedition(usize),
    Ticket(usize),
}

/// A passenger ticket, sold at the counter of its flight's origin while the manifest was in
/// preparation; its passenger is a client (the ticket's phone is theirs).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ticket {
    pub id: i64,
    pub number: i64,
    pub manifest: usize,
    pub status: &'static str,
    pub kind: &'static str,
    pub seat: Option<String>,
    /// Index in `Plan::people`.
    pub passenger: usize,
    /// Grams: the standard mass of its kind.
    pub weight: i64,
    pub baggage_pieces: i64,
    pub baggage_weight: i64,
    /// Cents.
    pub fare: i64,
    pub at: i64,
    pub by: i64,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Payment {
    pub id: i64,
    pub number: i64,
    pub on: Owed,
    pub amount: i64,
    pub at: i64,
    pub by: i64,
    pub cancelled: Option<Cancellation>,
}

#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Cancellation {
    pub at: i64,
    pub by: i64,
    pub reason: &'static str,
}

const CANCEL_REASONS: [&str; 3] = [
    "Montant saisi deux fois",
    "Erreur sur le montant",
    "Paiement enregistré sur la mauvaise expédition",
];

/// Everything the set holds beyond the agency's configuration.
#[derive(Debug, Default)]
pub struct Plan {
    pub people: Vec<Member>,
    pub expeditions: Vec<Expedition>,
    pub parcels: Vec<Parcel>,
    pub contents: Vec<Content>,
    pub waybills: Vec<Waybill>,
    pub waybill_lines: Vec<WaybillLine>,
    pub manifests: Vec<Manifest>,
    pub manifest_lines: Vec<ManifestLine>,
    pub tickets: Vec<Ticket>,
    pub payments: Vec<Payment>,
}

/// The set of `sizes` for five years ending at `end`, the agency's configuration given, ids and
/// numbers following `start`. Derived values are filled in by [`derive`], already called.
pub fn plan(seed: u64, sizes: Sizes, end: i64, agency: &Agency, start: Start) -> Plan {
    let mut g = Generator {
        rng: Lcg(seed),
        end,
        agency,
        start,
        plan: Plan::default(),
        staff: Staff::default(),
        clients: Vec::new(),
        queues: vec![Queue::default(); agency.routes.len()],
        waybills: Vec::new(),
        manifests: Vec::new(),
        payments: Vec::new(),
    };
    g.people(sizes);
    for i in 0..sizes.expeditions {
        g.expedition(i, sizes.expeditions);
    }
    g.last_departures();
    g.number_moves();
    g.number_payments();
    let mut plan = g.plan;
    derive(&mut plan);
    plan
}

/// What moves out of a holding of `quantity` pieces weighing `weight`: all of it, or half of the
/// pieces (when asked and there is more than one) with their share of the weight.
fn taken(quantity: i64, weight: i64, half: bool) -> (i64, i64) {
    let moved = if half && quantity > 1 {
        quantity / 2
    } else {
        quantity
    };
    (moved, freight::weight_of_share(quantity, weight, moved))
}

fn pick(rng: &mut Lcg, ids: &[i64]) -> i64 {
    ids[rng.below(ids.len())]
}

/// Staff ids by branch (index in `Agency::branches`) and kind.
#[derive(Default)]
struct Staff {
    managers: Vec<Vec<i64>>,
    agents: Vec<Vec<i64>>,
    drivers: Vec<Vec<i64>>,
    pilots: Vec<i64>,
}

/// Per route: the expeditions waiting for a waybill and the waybills waiting for a manifest.
#[derive(Clone, Default)]
struct Queue {
    loads: Vec<usize>,
    loads_wanted: usize,
    waybills: Vec<usize>,
    waybills_wanted: usize,
}

/// A waybill before numbering: the expeditions it carries, whole or (in preparation) half.
struct DraftWaybill {
    route: usize,
    expeditions: Vec<usize>,
    at: i64,
    validated: Option<i64>,
    half: bool,
}

/// A manifest before numbering: the waybills (drafts) it carries; in preparation it may leave
/// part of its last line for the next flight.
struct DraftManifest {
    route: usize,
    waybills: Vec<usize>,
    at: i64,
    arrived: Option<i64>,
    half: bool,
}

struct DraftPayment {
    on: Owed,
    amount: i64,
    at: i64,
    by: i64,
    cancelled: Option<Cancellation>,
}

struct Generator<'a> {
    rng: Lcg,
    end: i64,
    agency: &'a Agency,
    start: Start,
    plan: Plan,
    staff: Staff,
    clients: Vec<i64>,
    queues: Vec<Queue>,
    waybills: Vec<DraftWaybill>,
    manifests: Vec<DraftManifest>,
    payments: Vec<DraftPayment>,
}

impl Generator<'_> {
    fn below(&mut self, n: usize) -> usize {
        self.rng.below(n)
    }

    /// A random time in `[0, span)` microseconds, to the second.
    fn within(&mut self, span: i64) -> i64 {
        self.rng.below((span / 1_000_000).max(1) as usize) as i64 * 1_000_000
    }

    fn branch_index(&self, branch: i64) -> usize {
        self.agency
            .branches
            .iter()
            .position(|b| *b == branch)
            .unwrap_or(0)
    }

    /// Staff spread over the branches in turn, then the clients; all registered before the five
    /// years begin.
    fn people(&mut self, sizes: Sizes) {
        let branches = self.agency.branches.len();
        self.staff.managers = vec![Vec::new(); branches];
        self.staff.agents = vec![Vec::new(); branches];
        self.staff.drivers = vec![Vec::new(); branches];
        let at = self.end - SPAN - 30 * DAY;
        let kinds = [
            (Role::Manager, sizes.managers),
            (Role::Agent, sizes.agents),
            (Role::Driver, sizes.drivers),
            (Role::Pilot, sizes.pilots),
            (Role::Externe, sizes.externes),
            (Role::Client, sizes.clients),
        ];
        let mut n = 0;
        for (role, count) in kinds {
            for k in 0..count {
                let id = self.start.user + n as i64;
                let person = demo::person(&mut self.rng, n);
                let b = k % branches;
                let branch = (role != Role::Client).then(|| self.agency.branches[b]);
                match role {
                    Role::Manager => self.staff.managers[b].push(id),
                    Role::Agent => self.staff.agents[b].push(id),
                    Role::Driver => self.staff.drivers[b].push(id),
                    Role::Pilot => self.staff.pilots.push(id),
                    Role::Externe => {}
                    Role::Client => self.clients.push(id),
                }
                self.plan.people.push(Member {
                    id,
                    role,
                    branch,
                    person,
                    at: at + n as i64 * 1_000_000,
                });
                n += 1;
            }
        }
    }

    /// A client; a fiftieth of them (the agency's regular customers) send a fifth of everything.
    fn client(&mut self) -> usize {
        let n = self.clients.len();
        if self.below(5) == 0 {
            self.below((n / 50).max(1))
        } else {
            self.below(n)
        }
    }

    /// The `i`-th of `count` expeditions: registered in time order over the five years, more of
    /// them as the agency grows (twice as many a day at the end as at the start).
    fn expedition(&mut self, i: usize, count: usize) {
        let fraction = (i as f64 + self.below(1000) as f64 / 1000.0) / count as f64;
        let grown = (1.0 + 3.0 * fraction).sqrt() - 1.0;
        let at = self.end - SPAN + (grown * SPAN as f64) as i64;
        let r = self.below(self.agency.routes.len());
        let route = self.agency.routes[r];
        let b = self.branch_index(route.origin);
        let agent = pick(&mut self.rng, &self.staff.agents[b]);
        let from = self.client();
        let to = (from + 1 + self.below(self.clients.len() - 1)) % self.clients.len();
        let (sender, recipient) = (self.clients[from], self.clients[to]);
        let first_parcel = self.plan.parcels.len();
        let index = self.plan.expeditions.len();
        for line_no in 1..=(1 + self.below(5)) as i64 {
            self.parcel(index, line_no, route.price, recipient);
        }
        let parcels = first_parcel..self.plan.parcels.len();
        let price: i64 = self.plan.parcels[parcels.clone()]
            .iter()
            .map(|p| p.amount)
            .sum();
        let cash = self.payments_of(index, at, price, b, agent);
        self.plan.expeditions.push(Expedition {
            id: self.start.expedition + index as i64,
            number: self.start.exp_number + 1 + index as i64,
            at,
            route,
            sender,
            recipient,
            agent,
            cash,
            price,
            parcels,
            totals: Buckets::default(),
            status: ExpeditionStatus::EnStock,
        });
        self.load(r, index, at);
    }

    fn parcel(&mut self, expedition: usize, line_no: i64, price_per_kg: i64, recipient: i64) {
        let quantity = 1 + self.below(8) as i64;
        let unit_weight = 500 + self.below(40) as i64 * 500;
        let computed = freight::line_amount(price_per_kg, quantity, unit_weight).unwrap_or(0);
        // One line in fifty priced by hand, to the dollar.
        let manual_amount = self.below(50) == 0;
        let amount = if manual_amount {
            (computed / 100 * 100).max(100)
        } else {
            computed
        };
        let articles = &self.agency.articles;
        let first_content = self.plan.contents.len();
        let parcel = self.plan.parcels.len();
        let first_article = self.below(articles.len());
        for k in 0..1 + self.below(3).min(articles.len() - 1) {
            // Steps of 7 through 20 articles: distinct articles in a parcel.
            let article = articles[(first_article + k * 7) % articles.len()];
            let pieces = if k == 0 {
                quantity
            } else {
                1 + self.below(quantity as usize) as i64
            };
            self.plan.contents.push(Content {
                id: self.start.packagdetail + self.plan.contents.len() as i64,
                parcel,
                article,
                quantity: pieces,
                expedie: 0,
            });
        }
        let description = DESCRIPTIONS[self.below(DESCRIPTIONS.len())];
        self.plan.parcels.push(Parcel {
            id: self.start.packag + parcel as i64,
            expedition,
            line_no,
            quantity,
            unit_weight,
            weight: quantity * unit_weight,
            amount,
            manual_amount,
            description,
            recipient,
            contents: first_content..self.plan.contents.len(),
            buckets: Buckets::default(),
            updated_at: 0,
        });
    }

    /// The payments of an expedition of `price` registered at `at`: most paid in full then, some
    /// in part or on credit and settled later (in one or two payments, or not yet), now and then
    /// a payment typed wrong, cancelled and typed again. Answers the cash typed at registration.
    fn payments_of(&mut self, expedition: usize, at: i64, price: i64, b: usize, agent: i64) -> i64 {
        let kind = self.below(100);
        let part = price * (30 + self.below(41) as i64) / 100 / 100 * 100;
        let (cash, paid) = match kind {
            0..64 => (-1, price),
            64..80 if part > 0 && part < price => (part, part),
            _ => (0, 0),
        };
        if paid > 0 {
            self.payments.push(DraftPayment {
                on: Owed::Expedition(expedition),
                amount: paid,
                at,
                by: agent,
                cancelled: None,
            });
        }
        let rest = price - paid;
        if rest == 0 {
            return cash;
        }
        let later: Vec<i64> = match self.below(100) {
            0..50 => vec![rest],
            50..80 => {
                let first = rest / 2 / 100 * 100;
                if first > 0 {
                    vec![first, rest - first]
                } else {
                    vec![rest]
                }
            }
            80..90 if rest / 2 > 0 => vec![rest / 2],
            _ => Vec::new(),
        };
        let mut when = at;
        for amount in later {
            when += DAY + self.within(44 * DAY);
            if when > self.end {
                break;
            }
            let by = pick(&mut self.rng, &self.staff.agents[b]);
            if self.below(40) == 0 {
                let manager = pick(&mut self.rng, &self.staff.managers[b]);
                let reason = CANCEL_REASONS[self.below(CANCEL_REASONS.len())];
                self.payments.push(DraftPayment {
                    on: Owed::Expedition(expedition),
                    amount,
                    at: when - 3 * HOUR,
                    by,
                    cancelled: Some(Cancellation {
                        at: when - HOUR,
                        by: manager,
                        reason,
                    }),
                });
            }
            self.payments.push(DraftPayment {
                on: Owed::Expedition(expedition),
                amount,
                at: when,
                by,
                cancelled: None,
            });
        }
        cash
    }

    /// An expedition joins its route's next waybill; a full waybill leaves.
    fn load(&mut self, r: usize, expedition: usize, at: i64) {
        if self.queues[r].loads.is_empty() {
            // About ten expeditions a waybill.
            self.queues[r].loads_wanted = 8 + self.below(5);
        }
        self.queues[r].loads.push(expedition);
        if self.queues[r].loads.len() >= self.queues[r].loads_wanted {
            self.close_waybill(r, at);
        }
    }

    /// The route's waiting expeditions leave on a waybill made some hours after `ready`, validated
    /// within two days; one made or validated after the end is not (yet) made or validated.
    fn close_waybill(&mut self, r: usize, ready: i64) {
        let expeditions = std::mem::take(&mut self.queues[r].loads);
        let at = ready + HOUR / 2 + self.within(6 * HOUR);
        let validated = at + 6 * HOUR + self.within(42 * HOUR);
        let half = self.below(2) == 0;
        if at > self.end {
            return;
        }
        let validated = (validated <= self.end).then_some(validated);
        let draft = self.waybills.len();
        self.waybills.push(DraftWaybill {
            route: r,
            expeditions,
            at,
            validated,
            half: half && validated.is_none(),
        });
        if validated.is_none() {
            return;
        }
        let queue = &mut self.queues[r];
        queue.waybills.push(draft);
        if queue.waybills.len() == 1 {
            queue.waybills_wanted = 3 + self.rng.below(2);
        }
        if self.queues[r].waybills.len() >= self.queues[r].waybills_wanted {
            self.close_manifest(r);
        }
    }

    /// The route's validated waybills fly on a manifest made within a day of the last validation,
    /// arriving within three days.
    fn close_manifest(&mut self, r: usize) {
        let waybills = std::mem::take(&mut self.queues[r].waybills);
        let ready = waybills
            .iter()
            .filter_map(|w| self.waybills[*w].validated)
            .max()
            .unwrap_or(self.end);
        let at = ready + HOUR + self.within(23 * HOUR);
        let arrived = at + 12 * HOUR + self.within(60 * HOUR);
        let half = self.below(2) == 0;
        if at > self.end {
            return;
        }
        let arrived = (arrived <= self.end).then_some(arrived);
        self.manifests.push(DraftManifest {
            route: r,
            waybills,
            at,
            arrived,
            half: half && arrived.is_none(),
        });
    }

    /// At the end of the five years, what has waited more than a week leaves even if short.
    fn last_departures(&mut self) {
        for r in 0..self.queues.len() {
            let queue = &self.queues[r];
            if let (Some(first), Some(last)) = (queue.loads.first(), queue.loads.last())
                && self.plan.expeditions[*first].at + LONGEST_WAIT < self.end
            {
                let ready = self.plan.expeditions[*last].at;
                self.close_waybill(r, ready);
            }
            let queue = &self.queues[r];
            if let Some(first) = queue.waybills.first() {
                let validated = self.waybills[*first].validated.unwrap_or(self.end);
                if validated + LONGEST_WAIT < self.end {
                    self.close_manifest(r);
                }
            }
        }
    }

    /// Waybills and manifests get their ids and numbers in the order they were made, and their
    /// lines in turn; drivers, vehicles, planes and pilots are chosen here.
    fn number_moves(&mut self) {
        let mut order: Vec<usize> = (0..self.waybills.len()).collect();
        order.sort_by_key(|w| self.waybills[*w].at);
        let mut final_index = vec![0; self.waybills.len()];
        for draft in order {
            let w = &self.waybills[draft];
            let (route, at, validated, half) =
                (self.agency.routes[w.route], w.at, w.validated, w.half);
            let expeditions = std::mem::take(&mut self.waybills[draft].expeditions);
            let b = self.branch_index(route.origin);
            let driver = pick(&mut self.rng, &self.staff.drivers[b]);
            let vehicle = pick(&mut self.rng, &self.agency.vehicles);
            let created_by = pick(&mut self.rng, &self.staff.managers[b]);
            let index = self.plan.waybills.len();
            final_index[draft] = index;
            let first_line = self.plan.waybill_lines.len();
            for x in expeditions {
                for p in self.plan.expeditions[x].parcels.clone() {
                    let parcel = &self.plan.parcels[p];
                    let (quantity, weight) = taken(parcel.quantity, parcel.weight, half);
                    self.plan.waybill_lines.push(WaybillLine {
                        id: self.start.waybilldetail + self.plan.waybill_lines.len() as i64,
                        waybill: index,
                        parcel: p,
                        quantity,
                        weight,
                        at,
                        quantity_restant: 0,
                        weight_restant: 0,
                        updated_at: at,
                    });
                }
            }
            self.plan.waybills.push(Waybill {
                id: self.start.waybill + index as i64,
                number: self.start.col_number + 1 + index as i64,
                route,
                driver,
                vehicle,
                created_by,
                at,
                validated,
                lines: first_line..self.plan.waybill_lines.len(),
                quantity: 0,
                weight: 0,
                quantity_restant: 0,
                weight_restant: 0,
                status: WaybillStatus::EnCours,
            });
        }
        let mut order: Vec<usize> = (0..self.manifests.len()).collect();
        order.sort_by_key(|m| self.manifests[*m].at);
        for draft in order {
            let m = &self.manifests[draft];
            let (route, at, arrived, half) = (self.agency.routes[m.route], m.at, m.arrived, m.half);
            let waybills: Vec<usize> = m.waybills.iter().map(|w| final_index[*w]).collect();
            let b = self.branch_index(route.origin);
            let plane = pick(&mut self.rng, &self.agency.planes);
            let pilot = pick(&mut self.rng, &self.staff.pilots);
            let created_by = pick(&mut self.rng, &self.staff.managers[b]);
            let index = self.plan.manifests.len();
            let first_line = self.plan.manifest_lines.len();
            let last_line = waybills
                .last()
                .map(|w| self.plan.waybills[*w].lines.end - 1);
            for w in waybills {
                for l in self.plan.waybills[w].lines.clone() {
                    let line = &self.plan.waybill_lines[l];
                    let (quantity, weight) =
                        taken(line.quantity, line.weight, half && Some(l) == last_line);
                    self.plan.manifest_lines.push(ManifestLine {
                        id: self.start.manifestdetail + self.plan.manifest_lines.len() as i64,
                        manifest: index,
                        waybill_line: l,
                        quantity,
                        weight,
                        at,
                    });
                }
            }
            self.plan.manifests.push(Manifest {
                id: self.start.manifest + index as i64,
                number: self.start.man_number + 1 + index as i64,
                route,
                plane,
                pilot,
                created_by,
                at,
                arrived,
                lines: first_line..self.plan.manifest_lines.len(),
            });
            self.tickets_of(index);
        }
    }

    /// Up to a dozen passengers on a flight, sold within half a day of its manifest (before it
    /// left): most paid at the counter, some on credit or half paid; once it left, most boarded,
    /// a few did not show up, a few cancelled.
    fn tickets_of(&mut self, manifest: usize) {
        let m = &self.plan.manifests[manifest];
        let (route, at, arrived) = (m.route, m.at, m.arrived);
        let b = self.branch_index(route.origin);
        let open = arrived.unwrap_or(self.end) - at;
        for k in 0..self.below(13) {
            let (kind, weight, share) = match self.below(12) {
                0 => ("bebe", 0, 10),
                1 | 2 => ("enfant", 35_000, 60),
                _ => ("adulte", 84_000, 100),
            };
            let fare = (8_000 + route.price * 40) * share / 100 / 100 * 100;
            let status = match (arrived, self.below(24)) {
                (None, 0) => "annule",
                (None, _) => "reserve",
                (Some(_), 0 | 1) => "annule",
                (Some(_), 2..=4) => "absent",
                (Some(_), _) => "embarque",
            };
            let baggage_pieces = if kind == "bebe" {
                0
            } else {
                self.below(3) as i64
            };
            let client = self.client();
            let passenger = (self.clients[client] - self.start.user) as usize;
            let index = self.plan.tickets.len();
            let ticket = Ticket {
                id: self.start.billet + index as i64,
                number: self.start.bil_number + 1 + index as i64,
                manifest,
                status,
                kind,
                seat: (kind != "bebe" && self.below(2) == 0).then(|| format!("{}A", k + 1)),
                passenger,
                weight,
                baggage_pieces,
                baggage_weight: baggage_pieces * (5_000 + self.below(15) as i64 * 1000),
                fare,
                at: at + self.within(open.min(12 * HOUR)),
                by: pick(&mut self.rng, &self.staff.agents[b]),
            };
            let paid = match self.below(25) {
                0..3 => 0,
                3..5 => fare / 2 / 100 * 100,
                _ => fare,
            };
            if paid > 0 {
                self.payments.push(DraftPayment {
                    on: Owed::Ticket(index),
                    amount: paid,
                    at: ticket.at,
                    by: ticket.by,
                    cancelled: None,
                });
            }
            self.plan.tickets.push(ticket);
        }
    }

    /// Payments get their ids and numbers in the order they were made.
    fn number_payments(&mut self) {
        let mut drafts = std::mem::take(&mut self.payments);
        drafts.sort_by_key(|p| p.at);
        for (n, p) in drafts.into_iter().enumerate() {
            self.plan.payments.push(Payment {
                id: self.start.invoice + n as i64,
                number: self.start.fac_number + 1 + n as i64,
                on: p.on,
                amount: p.amount,
                at: p.at,
                by: p.by,
                cancelled: p.cancelled,
            });
        }
    }
}

/// Every value the server keeps derived from the moves, computed from them in one place (as the
/// server's moves keep them, DESIGN §3): what waybill lines still hold, the parcels' buckets, the
/// expeditions' totals and statuses, the waybills' totals and statuses, the shipped contents.
pub fn derive(plan: &mut Plan) {
    for line in &mut plan.waybill_lines {
        line.quantity_restant = line.quantity;
        line.weight_restant = line.weight;
    }
    for parcel in &mut plan.parcels {
        parcel.buckets = Buckets::in_stock(parcel.quantity, parcel.weight);
        parcel.updated_at = plan.expeditions[parcel.expedition].at;
    }
    for line in &plan.waybill_lines {
        let parcel = &mut plan.parcels[line.parcel];
        parcel.buckets.quantity_restant -= line.quantity;
        parcel.buckets.weight_restant -= line.weight;
        parcel.buckets.quantity_waybill += line.quantity;
        parcel.buckets.weight_waybill += line.weight;
        parcel.updated_at = parcel.updated_at.max(line.at);
    }
    // Pieces of each parcel that flew on manifests that arrived.
    let mut arrived = vec![0i64; plan.parcels.len()];
    for line in &plan.manifest_lines {
        let source = &mut plan.waybill_lines[line.waybill_line];
        source.quantity_restant -= line.quantity;
        source.weight_restant -= line.weight;
        source.updated_at = source.updated_at.max(line.at);
        let parcel = &mut plan.parcels[source.parcel];
        parcel.buckets.quantity_waybill -= line.quantity;
        parcel.buckets.weight_waybill -= line.weight;
        parcel.buckets.quantity_manifeste += line.quantity;
        parcel.buckets.weight_manifeste += line.weight;
        parcel.updated_at = parcel.updated_at.max(line.at);
        if plan.manifests[line.manifest].arrived.is_some() {
            arrived[source.parcel] += line.quantity;
        }
    }
    for (p, parcel) in plan.parcels.iter().enumerate() {
        if arrived[p] == parcel.quantity {
            for content in &mut plan.contents[parcel.contents.clone()] {
                content.expedie = content.quantity;
            }
        }
    }
    for x in &mut plan.expeditions {
        x.totals = plan.parcels[x.parcels.clone()]
            .iter()
            .fold(Buckets::default(), |sum, p| sum.add(&p.buckets));
        x.status = freight::expedition_status(&x.totals);
    }
    for w in &mut plan.waybills {
        let lines = &plan.waybill_lines[w.lines.clone()];
        w.quantity = lines.iter().map(|l| l.quantity).sum();
        w.weight = lines.iter().map(|l| l.weight).sum();
        w.quantity_restant = lines.iter().map(|l| l.quantity_restant).sum();
        w.weight_restant = lines.iter().map(|l| l.weight_restant).sum();
        w.status = match w.validated {
            None => WaybillStatus::EnCours,
            Some(_) => WaybillStatus::EnAttente.after_move(w.quantity_restant),
        };
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn agency() -> Agency {
        let branches = vec![1, 2, 3, 4, 5];
        let mut routes = Vec::new();
        for (i, a) in branches.iter().enumerate() {
            for b in &branches[i + 1..] {
                for (origin, destination) in [(*a, *b), (*b, *a)] {
                    routes.push(Route {
                        id: routes.len() as i64 + 1,
                        origin,
                        destination,
                        price: 300,
                    });
                }
            }
        }
        Agency {
            branches,
            routes,
            vehicles: vec![1, 2],
            planes: vec![1],
            articles: (1..=20).collect(),
        }
    }

    const END: i64 = 1_795_000_000 * 1_000_000;

    fn small(seed: u64) -> Plan {
        let start = Start {
            user: 2,
            expedition: 1,
            packag: 1,
            packagdetail: 1,
            invoice: 1,
            waybill: 1,
            waybilldetail: 1,
            manifest: 1,
            manifestdetail: 1,
            ..Start::default()
        };
        plan(seed, Sizes::at(0.002), END, &agency(), start)
    }

    #[test]
    fn the_same_seed_gives_the_same_set() {
        let (a, b, c) = (small(7), small(7), small(8));
        assert_eq!(a.people[..20], b.people[..20]);
        assert_eq!(a.expeditions[..20], b.expeditions[..20]);
        assert_eq!(a.parcels[..20], b.parcels[..20]);
        assert_eq!(a.waybills[..5], b.waybills[..5]);
        assert_eq!(a.payments[..20], b.payments[..20]);
        assert_ne!(a.expeditions[..20], c.expeditions[..20]);
    }

    #[test]
    fn references_follow_time_and_the_ledger_holds() {
        let p = small(2026);
        assert_eq!(p.expeditions.len(), 2000);
        assert!(p.expeditions.windows(2).all(|w| w[0].at <= w[1].at));
        assert!(p.waybills.windows(2).all(|w| w[0].at <= w[1].at));
        assert!(p.manifests.windows(2).all(|w| w[0].at <= w[1].at));
        assert!(p.payments.windows(2).all(|w| w[0].at <= w[1].at));
        assert!(p.expeditions.first().unwrap().at >= END - SPAN);
        assert!(p.expeditions.last().unwrap().at <= END);
        for x in &p.expeditions {
            let parcels = &p.parcels[x.parcels.clone()];
            assert!(x.totals.holds(
                parcels.iter().map(|p| p.quantity).sum(),
                parcels.iter().map(|p| p.weight).sum()
            ));
            assert_eq!(x.price, parcels.iter().map(|p| p.amount).sum::<i64>());
        }
        for parcel in &p.parcels {
            assert!(parcel.buckets.holds(parcel.quantity, parcel.weight));
        }
        let mut paid = vec![0; p.expeditions.len()];
        let mut fares = vec![0; p.tickets.len()];
        for payment in p.payments.iter().filter(|p| p.cancelled.is_none()) {
            match payment.on {
                Owed::Expedition(x) => paid[x] += payment.amount,
                Owed::Ticket(t) => fares[t] += payment.amount,
            }
        }
        assert!(
            p.tickets
                .iter()
                .zip(&fares)
                .all(|(t, paid)| *paid <= t.fare)
        );
        assert!(p.tickets.len() > 100, "{}", p.tickets.len());
        // A ticket is sold while its manifest is in preparation, a seat once per manifest.
        for t in &p.tickets {
            let m = &p.manifests[t.manifest];
            assert!(t.at >= m.at && m.arrived.is_none_or(|a| t.at <= a));
            assert_eq!(p.people[t.passenger].role, Role::Client);
        }
        let mut seats: Vec<(usize, &String)> = p
            .tickets
            .iter()
            .filter_map(|t| t.seat.as_ref().map(|s| (t.manifest, s)))
            .collect();
        let all = seats.len();
        seats.sort();
        seats.dedup();
        assert_eq!(seats.len(), all);
        assert!(
            p.expeditions
                .iter()
                .zip(&paid)
                .all(|(x, paid)| *paid <= x.price)
        );
        // Five years of an agency: most of it flew long ago.
        let shipped = p
            .expeditions
            .iter()
            .filter(|x| x.status == ExpeditionStatus::Expedie)
            .count();
        assert!(shipped > 1500, "{shipped}");
        assert!(p.manifests.iter().all(|m| !m.lines.is_empty()));
    }
}
