//! The permission catalogue (DESIGN §5): one typed list of the names the server checks on every
//! request, so a misspelt permission does not compile. The first migration inserts exactly these
//! names; an API test keeps the two equal.

use std::borrow::Cow;

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use utoipa::{
    PartialSchema, ToSchema,
    openapi::{RefOr, Schema, schema::ObjectBuilder, schema::SchemaType, schema::Type},
};

/// Declares the enum, its names and `ALL` from one table, so they cannot disagree.
macro_rules! catalogue {
    ($($(#[$doc:meta])* $variant:ident => $name:literal,)*) => {
        /// A permission; on the wire and in the database, its French name (`as_str`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Permission {
            $($(#[$doc])* $variant,)*
        }

        impl Permission {
            /// Every permission, in catalogue order (the first migration's order).
            pub const ALL: &[Permission] = &[$(Permission::$variant,)*];

            /// The name the database stores and people read.
            pub const fn as_str(self) -> &'static str {
                match self {
                    $(Permission::$variant => $name,)*
                }
            }
        }
    };
}

catalogue! {
    ShowStaff => "afficher personnel",
    AddStaff => "ajouter personnel",
    EditStaff => "modifier personnel",
    DeleteStaff => "supprimer personnel",
    ShowClient => "afficher client",
    AddClient => "ajouter client",
    EditClient => "modifier client",
    DeleteClient => "supprimer client",
    ShowProfile => "afficher profil",
    AddProfile => "ajouter profil",
    EditProfile => "modifier profil",
    DeleteProfile => "supprimer profil",
    ShowBranch => "afficher extension",
    AddBranch => "ajouter extension",
    EditBranch => "modifier extension",
    DeleteBranch => "supprimer extension",
    ShowPrice => "afficher prix",
    AddPrice => "ajouter prix",
    EditPrice => "modifier prix",
    DeletePrice => "supprimer prix",
    ShowVehicle => "afficher vehicule",
    AddVehicle => "ajouter vehicule",
    EditVehicle => "modifier vehicule",
    DeleteVehicle => "supprimer vehicule",
    ShowArticle => "afficher article",
    AddArticle => "ajouter article",
    EditArticle => "modifier article",
    DeleteArticle => "supprimer article",
    ShowExpedition => "afficher expedition",
    AddExpedition => "ajouter expedition",
    EditExpedition => "modifier expedition",
    DeleteExpedition => "supprimer expedition",
    ShowParcel => "afficher coli",
    AddParcel => "ajouter coli",
    EditParcel => "modifier coli",
    DeleteParcel => "supprimer coli",
    ShowInvoice => "afficher facture",
    AddInvoice => "ajouter facture",
    EditInvoice => "modifier facture",
    DeleteInvoice => "supprimer facture",
    ShowWaybill => "afficher bordereau",
    AddWaybill => "ajouter bordereau",
    EditWaybill => "modifier bordereau",
    DeleteWaybill => "supprimer bordereau",
    ShowManifest => "afficher manifeste",
    AddManifest => "ajouter manifeste",
    EditManifest => "modifier manifeste",
    DeleteManifest => "supprimer manifeste",
    ShowExpense => "afficher depense",
    AddExpense => "ajouter depense",
    EditExpense => "modifier depense",
    DeleteExpense => "supprimer depense",
    ShowAircraft => "afficher avion",
    AddAircraft => "ajouter avion",
    EditAircraft => "modifier avion",
    DeleteAircraft => "supprimer avion",
    ShowComponent => "afficher composant",
    AddComponent => "ajouter composant",
    EditComponent => "modifier composant",
    DeleteComponent => "supprimer composant",
    ShowLogbook => "afficher logbook",
    AddLogbook => "ajouter logbook",
    EditLogbook => "modifier logbook",
    DeleteLogbook => "supprimer logbook",
    ShowPart => "afficher piece",
    AddPart => "ajouter piece",
    EditPart => "modifier piece",
    DeletePart => "supprimer piece",
    ShowInspection => "afficher inspection",
    AddInspection => "ajouter inspection",
    EditInspection => "modifier inspection",
    DeleteInspection => "supprimer inspection",
    ShowDocument => "afficher document",
    AddDocument => "ajouter document",
    EditDocument => "modifier document",
    DeleteDocument => "supprimer document",
    ShowDashboard => "afficher dashboard",
    ShowReport => "afficher rapport",
    ShowTicket => "afficher billet",
    /// A client's own expeditions.
    ShowMyExpeditions => "afficher mes expeditions",
    /// A driver's own waybills.
    ShowMyWaybills => "afficher mes bordereaux",
    /// A pilot's own manifests.
    ShowMyManifests => "afficher mes manifestes",
    ValidateWaybill => "valider bordereau",
    ValidateManifest => "valider manifeste",
    /// Lifts the branch and state restrictions on manifests and expenses.
    Admin => "admin",
    // Added by migration 0012, after the first catalogue (its order is the rows' order).
    AddTicket => "ajouter billet",
    EditTicket => "modifier billet",
    DeleteTicket => "supprimer billet",
    // Added by migration 0020: the Système screen (backups, version, data folder).
    ShowSystem => "afficher systeme",
}

impl Permission {
    /// The permission of this name, if the catalogue has it.
    pub fn parse(name: &str) -> Option<Permission> {
        Permission::ALL.iter().copied().find(|p| p.as_str() == name)
    }

    /// The `afficher mes …` permissions, which only show a person their own records.
    pub fn shows_only_ones_own(self) -> bool {
        matches!(
            self,
            Permission::ShowMyExpeditions
                | Permission::ShowMyWaybills
                | Permission::ShowMyManifests
        )
    }
}

impl std::fmt::Display for Permission {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for Permission {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for Permission {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let name = Cow::<'de, str>::deserialize(deserializer)?;
        Permission::parse(&name)
            .ok_or_else(|| serde::de::Error::custom(format_args!("unknown permission “{name}”")))
    }
}

/// A string enum of every name, published as the `Permission` schema, from which the web
/// generates its own permission type.
impl PartialSchema for Permission {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(SchemaType::new(Type::String))
            .description(Some("A permission, by its name in the catalogue."))
            .enum_values(Some(Permission::ALL.iter().map(|p| p.as_str())))
            .into()
    }
}

impl ToSchema for Permission {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed("Permission")
    }
}

/// Every permission name, in catalogue order.
pub fn catalogue() -> Vec<String> {
    Permission::ALL
        .iter()
        .map(|p| p.as_str().to_string())
        .collect()
}

use Permission::*;

/// Reference lists are read by their own screen and by the forms that pick from them.
pub const BRANCH_READERS: &[Permission] = &[
    ShowBranch,
    ShowStaff,
    ShowPrice,
    ShowExpedition,
    ShowWaybill,
    ShowManifest,
    ShowExpense,
    // The branch picker of the dashboard and the reports.
    ShowDashboard,
    ShowReport,
];
/// The route prices: their screen, the expedition form, and the reports' route picker.
pub const PRICE_READERS: &[Permission] = &[ShowPrice, AddExpedition, EditExpedition, ShowReport];
pub const VEHICLE_READERS: &[Permission] = &[ShowVehicle, AddWaybill, EditWaybill];
pub const ARTICLE_READERS: &[Permission] = &[ShowArticle, AddExpedition, EditExpedition];
/// The cargo list: its screen, and the waybill form that picks parcels in stock from it.
pub const PARCEL_READERS: &[Permission] = &[ShowParcel, AddWaybill, EditWaybill];
pub const PLANE_READERS: &[Permission] = &[
    ShowAircraft,
    AddManifest,
    EditManifest,
    ShowComponent,
    ShowPart,
    ShowInspection,
    ShowLogbook,
    ShowDocument,
];
/// The driver picker of the waybill form.
pub const DRIVER_READERS: &[Permission] = &[ShowStaff, AddWaybill, EditWaybill];
/// The pilot picker of the manifest form and of the logbook entry form.
pub const PILOT_READERS: &[Permission] = &[
    ShowStaff,
    AddManifest,
    EditManifest,
    AddLogbook,
    EditLogbook,
];
/// The component picker of the piece form (where a piece is installed).
pub const COMPONENT_READERS: &[Permission] = &[ShowComponent, AddPart, EditPart];

#[cfg(test)]
mod tests {
    use super::*;

    /// The catalogue's order: each resource's four actions, then the singles.
    const RESOURCES: [&str; 19] = [
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
    const ACTIONS: [&str; 4] = ["afficher", "ajouter", "modifier", "supprimer"];
    const SINGLES: [&str; 13] = [
        "afficher dashboard",
        "afficher rapport",
        "afficher billet",
        "afficher mes expeditions",
        "afficher mes bordereaux",
        "afficher mes manifestes",
        "valider bordereau",
        "valider manifeste",
        "admin",
        "ajouter billet",
        "modifier billet",
        "supprimer billet",
        "afficher systeme",
    ];

    #[test]
    fn the_catalogue_has_every_name_once_in_order() {
        let expected: Vec<String> = RESOURCES
            .iter()
            .flat_map(|r| ACTIONS.iter().map(move |a| format!("{a} {r}")))
            .chain(SINGLES.iter().map(|s| s.to_string()))
            .collect();
        assert_eq!(catalogue(), expected);
        assert_eq!(Permission::ALL.len(), 19 * 4 + 13);
        let mut unique = catalogue();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), Permission::ALL.len());
    }

    #[test]
    fn every_name_parses_back_to_its_permission() {
        for &p in Permission::ALL {
            assert_eq!(Permission::parse(p.as_str()), Some(p));
            let json = serde_json::to_string(&p).unwrap();
            assert_eq!(json, format!("\"{}\"", p.as_str()));
            assert_eq!(serde_json::from_str::<Permission>(&json).unwrap(), p);
        }
        assert_eq!(Permission::parse("afficher expeditions"), None);
        assert_eq!(Permission::parse("Admin"), None);
        assert!(serde_json::from_str::<Permission>("\"afficher tout\"").is_err());
    }

    #[test]
    fn only_the_mes_permissions_show_only_ones_own() {
        for &p in Permission::ALL {
            assert_eq!(
                p.shows_only_ones_own(),
                p.as_str().starts_with("afficher mes ")
            );
        }
    }

    #[test]
    fn the_schema_lists_every_name() {
        let schema = serde_json::to_value(Permission::schema()).unwrap();
        assert_eq!(schema["type"], "string");
        let names: Vec<&str> = schema["enum"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_str().unwrap())
            .collect();
        assert_eq!(names, catalogue());
    }
}
