//! The permission catalogue (DESIGN §5): names checked by the server on every request.
//! The first migration inserts exactly these names; an API test keeps the two equal.

/// Resources that each have `afficher`, `ajouter`, `modifier` and `supprimer` permissions.
pub const RESOURCES: [&str; 19] = [
    "personnel",
    "client",
    "profil",
    "extension",
    "prix",
    "vehicule",
    "article",
    "expedition",
    "coli",
    "facture",
    "bordereau",
    "manifeste",
    "depense",
    "avion",
    "composant",
    "logbook",
    "piece",
    "inspection",
    "document",
];

pub const ACTIONS: [&str; 4] = ["afficher", "ajouter", "modifier", "supprimer"];

/// Permissions that stand alone.
pub const SINGLES: [&str; 9] = [
    "afficher dashboard",
    "afficher rapport",
    "afficher billet",
    "afficher mes expeditions",
    "afficher mes bordereaux",
    "afficher mes manifestes",
    "valider bordereau",
    "valider manifeste",
    ADMIN,
];

/// Lifts the branch and state restrictions on manifests and expenses.
pub const ADMIN: &str = "admin";

/// Every permission name, in catalogue order.
pub fn catalogue() -> Vec<String> {
    RESOURCES
        .iter()
        .flat_map(|r| ACTIONS.iter().map(move |a| format!("{a} {r}")))
        .chain(SINGLES.iter().map(|s| s.to_string()))
        .collect()
}

/// Reference lists are read by their own screen and by the forms that pick from them.
pub const BRANCH_READERS: &[&str] = &[
    "afficher extension",
    "afficher personnel",
    "afficher prix",
    "afficher expedition",
    "afficher bordereau",
    "afficher manifeste",
    "afficher depense",
];
pub const PRICE_READERS: &[&str] = &["afficher prix", "ajouter expedition", "modifier expedition"];
pub const VEHICLE_READERS: &[&str] = &[
    "afficher vehicule",
    "ajouter bordereau",
    "modifier bordereau",
];
pub const ARTICLE_READERS: &[&str] = &[
    "afficher article",
    "ajouter expedition",
    "modifier expedition",
];
/// The cargo list: its screen, and the waybill form that picks parcels in stock from it.
pub const PARCEL_READERS: &[&str] = &["afficher coli", "ajouter bordereau", "modifier bordereau"];
pub const PLANE_READERS: &[&str] = &[
    "afficher avion",
    "ajouter manifeste",
    "modifier manifeste",
    "afficher composant",
    "afficher piece",
    "afficher inspection",
    "afficher logbook",
    "afficher document",
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_catalogue_has_every_name_once() {
        let all = catalogue();
        assert_eq!(all.len(), 19 * 4 + 9);
        let mut unique = all.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), all.len());
        assert!(all.contains(&"supprimer document".to_string()));
        assert!(all.contains(&"valider manifeste".to_string()));
    }
}
