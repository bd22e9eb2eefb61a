//! Every text the server sends to people, in French (default) and English.

use std::fmt;

use crate::domain::permissions::Permission;

/// The language of an answer, from the request's `Accept-Language`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    #[default]
    Fr,
    En,
}

impl Lang {
    /// Picks English only when the client prefers it to French; French otherwise.
    pub fn from_accept_language(header: &str) -> Lang {
        let mut best: Option<(Lang, f32)> = None;
        for part in header.split(',') {
            let mut pieces = part.trim().split(';');
            let tag = pieces.next().unwrap_or("").trim().to_ascii_lowercase();
            let q = pieces
                .find_map(|p| {
                    p.trim()
                        .strip_prefix("q=")
                        .and_then(|v| v.parse::<f32>().ok())
                })
                .unwrap_or(1.0);
            let lang = match tag.split('-').next() {
                Some("fr") => Lang::Fr,
                Some("en") => Lang::En,
                _ => continue,
            };
            if best.is_none_or(|(_, bq)| q > bq) {
                best = Some((lang, q));
            }
        }
        best.map(|(l, _)| l).unwrap_or_default()
    }
}

/// A message that can be said in either language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    // Sessions
    LoggedIn,
    LoggedOut,
    InvalidCredentials,
    SessionRequired,
    AccountDisabled,
    // Generic answers
    PermissionMissing(Permission),
    NotFound,
    RouteNotFound,
    /// Public tracking: no expedition with this reference, or none whose phones end so.
    TrackingNotFound,
    /// Public tracking: the `tel` is not four digits.
    TrackingTel,
    InvalidJson,
    InvalidInput,
    TooLarge,
    UriTooLong,
    TooManyAttempts {
        retry_after_secs: u64,
    },
    Conflict,
    StaleEdit,
    Internal,
    /// The server is saturated: try again in a moment.
    Busy,
    // People and profiles
    Registered,
    PasswordTooShort {
        min: usize,
    },
    PasswordTooCommon,
    PasswordsDiffer,
    WrongCurrentPassword,
    /// A new password sent without the current one.
    CurrentPasswordRequired,
    TelTaken,
    EmailTaken,
    PersonCreated,
    PersonSaved,
    PersonDeleted,
    PersonArchived,
    OwnProfileSaved,
    CannotDeleteSelf,
    CannotChangeOwnAccess,
    OwnPasswordOnProfile,
    SuperuserOnly,
    OutranksYou(Permission),
    ClientCredentialsOwn,
    UnknownProfile,
    /// A permission id that names no permission.
    UnknownPermission,
    UnknownExtension,
    ProfileCreated,
    ProfileSaved,
    ProfileDeleted,
    ProfileNameTaken,
    ProfileFixed,
    /// An aircraft flies at most 24 h a day: what is left on that day (h:mm).
    DayFull {
        date: String,
        left: String,
    },
    /// A staff member's sign-in details change from their own branch or with `admin`.
    OtherBranchCredentials,
    /// A JSON object names a key twice.
    DuplicateKey,
    /// The Client profile grants one's own screens only.
    ClientProfileFixed,
    ProfileInUse {
        count: i64,
    },
    // Agency
    BranchSaved,
    BranchDeleted,
    BranchArchived,
    BranchNameTaken,
    CountryNotServed,
    UnknownTimeZone,
    PriceSaved,
    PriceDeleted,
    PriceInUse,
    SameRouteEnds,
    NotARouteEnd,
    RouteHasActivePrice,
    MustBePositive,
    VehicleSaved,
    VehicleDeleted,
    VehicleInUse,
    PlateTaken,
    TypeSaved,
    TypeDeleted,
    TypeInUse,
    TypeNameTaken,
    UnknownType,
    ArticleSaved,
    ArticleDeleted,
    ArticleInUse,
    ArticleNameTaken,
    PlaneSaved,
    PlaneDeleted,
    PlaneInUse,
    RegistrationTaken,
    UnknownAircraft,
    SinceOverhaulAboveSinceNew,
    // Airworthiness records
    InFuture,
    NotBefore {
        date: String,
    },
    PositionTaken {
        disposition: i64,
        number: i64,
        plane: String,
    },
    AlreadyInstalled,
    NotInstalled,
    UseInstallActions,
    UnknownHost,
    Installed,
    Removed,
    Overhauled,
    IntervalRequired,
    InspectionRecorded,
    InspectionPerformed,
    ExpiryBeforeIssue,
    NoAircraftWithRegistration,
    LogbookExists,
    LogbookHasEntries,
    EntrySaved,
    EntryDeleted,
    ManifestOfAnotherAircraft,
    PieceInUse,
    InvalidDueStatus,
    /// A manifest on an aircraft with items past due (issue 17's interlock).
    AircraftGrounded {
        plane: String,
        items: Vec<(String, Late)>,
    },
    // Tickets (issue 18)
    /// Grams above an aircraft's maximum payload, the load it would carry and its maximum.
    PayloadExceeded {
        plane: String,
        excess: i64,
        load: i64,
        max: i64,
    },
    SeatsFull {
        plane: String,
        seats: i64,
        passengers: i64,
    },
    SeatTaken {
        seat: String,
        by: String,
    },
    ManifestNotOpen {
        reference: String,
    },
    TicketNeedsAdmin,
    TicketCancelled,
    TicketStatusMove {
        from: &'static str,
        to: &'static str,
    },
    FareBelowPaid {
        paid: i64,
    },
    TicketNotDeletable,
    ManifestHasTickets,
    /// Validating a manifest with passengers still reserved (their references).
    PassengersUndecided {
        references: Vec<String>,
    },
    NotReservedHere,
    BoardedOrAbsent,
    TooManyPassengers {
        max: usize,
    },
    InvalidTicketType,
    InvalidTicketStatus,
    TicketSaved,
    TicketDeleted,
    TicketStatusSet,
    MessageSent,
    // Freight
    AtLeastOneParcel,
    NotAWeight,
    ContentOrDescription,
    UnknownClient,
    UnknownRoute,
    RouteInactive,
    RouteNotFromYourBranch,
    UnknownArticle,
    CashAbovePrice {
        price: i64,
    },
    ExpeditionSaved,
    ExpeditionDeleted,
    ExpeditionMoved,
    PriceBelowPaid {
        paid: i64,
    },
    PaymentAboveDebt {
        debt: i64,
    },
    PaymentSaved,
    PaymentCancelled,
    PaymentAlreadyCancelled,
    /// Deleting what holds payments in force (cents).
    PaymentsInForce {
        paid: i64,
    },
    // Once-only writes
    IdempotencyKeyInvalid,
    IdempotencyKeyReused,
    IdempotencyKeyInProgress,
    /// Cancelling a paid ticket (cents paid) without saying what becomes of the money.
    TicketSettleFirst {
        paid: i64,
    },
    /// A keyed request sent again after its server stopped between its write and its answer:
    /// the row as it reads now.
    IdempotencyKeyWritten,
    /// The same, when the row cannot be read back.
    IdempotencyKeyDone {
        id: i64,
    },
    // Waybills and manifests
    NotEnoughQuantity {
        reference: String,
        available: i64,
    },
    UnknownParcel,
    /// A parcel in stock at another branch than the waybill's origin.
    ParcelElsewhere {
        reference: String,
    },
    ParcelTwice,
    UnknownDriver,
    UnknownPilot,
    UnknownVehicle,
    UnknownBranch,
    UnknownPlane,
    WaybillSaved,
    WaybillDeleted,
    WaybillDetailDeleted,
    WaybillValidated,
    WaybillLocked,
    WaybillEmpty,
    WaybillNotValidated {
        reference: String,
    },
    UnknownWaybillDetail,
    ManifestSaved,
    ManifestDeleted,
    ManifestValidated,
    ManifestReopened,
    ManifestLocked,
    ManifestEmpty,
    ManifestAlreadyArrived,
    NotYourManifestBranch,
    NotYourExpeditionBranch,
    MetricsForbidden,
    RegistrationClosed,
    BackupRunning,
    BackupFailed {
        reason: String,
    },
    InvalidManifestStatus,
    ShippedSaved,
    ShippedAboveQuantity {
        quantity: i64,
    },
    ContentNotOnManifest,
    InvalidTime,
    // Commissions and expenses
    DepenseSaved,
    DepenseCancelled,
    DepenseAlreadyCancelled,
    /// The shares of a commission would add up to more than its total; what is left to share.
    CommissionBelowShares {
        remaining: i64,
    },
    /// A commission total lowered below what is already shared.
    CommissionTotalBelowShares {
        allotted: i64,
    },
    CommissionLocked,
    NotLastShare,
    CommissionHasShares,
    /// A commission is edited through its total only, a share through its beneficiary's amount.
    ShareOnManifest,
    TypedepenseSaved,
    TypedepenseDeleted,
    TypedepenseInUse,
    TypedepenseTaken,
    UnknownTypedepense,
    /// A type of expense that belongs to a manifest, used for a standalone expense.
    TypedepenseIsManifest,
    /// A type of standalone expense, used for a commission.
    TypedepenseNotManifest,
    UnknownBeneficiary,
    UnknownManifest,
    DateInFuture,
    DateTooOld,
    /// A period whose end comes before its start.
    PeriodReversed,
    /// A period of more than five years (dashboard, reports).
    PeriodTooLong,
    OnlyYourBranchFigures,
    UnknownReport,
    // Files
    AvatarSaved,
    NotAnImage,
    NotAnImageOrPdf,
    UnreadableImage,
    ImageTooManyPixels {
        max_megapixels: u64,
    },
    FileMissing,
    // Field-level
    Required,
    /// Required by another field or by the record edited (an expense needs a day, a share a
    /// beneficiary): a refusal the document cannot state, where `Required` is its form's.
    RequiredHere,
    TooLong {
        max: usize,
    },
    TooShort {
        min: usize,
    },
    InvalidType,
    InvalidEmail,
    InvalidPhone,
    InvalidGender,
    InvalidCountryCode,
    InvalidStatus,
    InvalidColumn,
    OutOfRange {
        min: i64,
        max: i64,
    },
    NotAWholeNumber,
    NotAFlag,
    NotAnAmount,
    NotADate,
    /// An amount above the bound of every amount (cents).
    AmountTooLarge {
        max: i64,
    },
    /// The same, of an amount computed from several fields (a line's weight at the route's
    /// price, an expedition's lines): a refusal, not a malformed field.
    ComputedAmountTooLarge {
        max: i64,
    },
    /// A weight per piece above its bound (grams).
    WeightTooLarge {
        max: i64,
    },
    /// Pieces × unit weight above the bound of a line (grams).
    LineTooHeavy {
        max: i64,
    },
    /// More lines (parcels) than an expedition may have.
    TooManyLines {
        max: usize,
    },
    /// More items in a list than a form may send.
    TooManyItems {
        max: usize,
    },
    /// A computed amount or weight too large to be true.
    TotalTooLarge,
    /// A control character (NUL, …) in text.
    ControlCharacter,
    /// A field the body's type does not have (a misspelling).
    UnknownField,
    /// The route exists, not with this method.
    MethodNotAllowed,
}

impl Msg {
    pub fn render(&self, lang: Lang) -> String {
        use Lang::*;
        use Msg::*;
        match (self, lang) {
            (LoggedIn, Fr) => "Connexion réussie".into(),
            (LoggedIn, En) => "Signed in".into(),
            (LoggedOut, Fr) => "Vous êtes déconnecté".into(),
            (LoggedOut, En) => "You are signed out".into(),
            (InvalidCredentials, Fr) => "Identifiant ou mot de passe incorrect".into(),
            (InvalidCredentials, En) => "Wrong username or password".into(),
            (SessionRequired, Fr) => "Veuillez vous connecter".into(),
            (SessionRequired, En) => "Please sign in".into(),
            (AccountDisabled, Fr) => "Ce compte est désactivé".into(),
            (AccountDisabled, En) => "This account is disabled".into(),
            (PermissionMissing(p), Fr) => format!("Permission requise : « {p} »"),
            (PermissionMissing(p), En) => format!("Permission required: “{p}”"),
            (NotFound, Fr) => "Élément introuvable".into(),
            (NotFound, En) => "Not found".into(),
            (TrackingNotFound, Fr) => {
                "Aucune expédition ne correspond à cette référence et à ces 4 chiffres".into()
            }
            (TrackingNotFound, En) => {
                "No shipment matches this reference and these 4 digits".into()
            }
            (TrackingTel, Fr) => {
                "Tapez les 4 derniers chiffres du téléphone de l'expéditeur ou du destinataire".into()
            }
            (TrackingTel, En) => {
                "Type the last 4 digits of the sender's or the recipient's phone".into()
            }
            (RouteNotFound, Fr) => "Cette adresse de l'API n'existe pas".into(),
            (RouteNotFound, En) => "No such API address".into(),
            (InvalidJson, Fr) => "Le corps de la requête n'est pas un JSON valide".into(),
            (InvalidJson, En) => "The request body is not valid JSON".into(),
            (InvalidInput, Fr) => "Certains champs sont invalides".into(),
            (InvalidInput, En) => "Some fields are invalid".into(),
            (TooLarge, Fr) => "La requête est trop volumineuse".into(),
            (TooLarge, En) => "The request is too large".into(),
            (UriTooLong, Fr) => "L'adresse demandée est trop longue".into(),
            (UriTooLong, En) => "The requested address is too long".into(),
            (TooManyAttempts { retry_after_secs }, Fr) => {
                format!("Trop de tentatives : réessayez dans {}", wait(*retry_after_secs))
            }
            (TooManyAttempts { retry_after_secs }, En) => {
                format!("Too many attempts: try again in {}", wait(*retry_after_secs))
            }
            (Conflict, Fr) => "Cette opération est en conflit avec les données existantes".into(),
            (Conflict, En) => "This operation conflicts with existing data".into(),
            (StaleEdit, Fr) => {
                "Cet enregistrement a été modifié entre-temps : rechargez-le avant de le modifier"
                    .into()
            }
            (StaleEdit, En) => "This record changed meanwhile: reload it before editing".into(),
            (Internal, Fr) => "Erreur interne du serveur".into(),
            (Internal, En) => "Internal server error".into(),
            (Busy, Fr) => "Le serveur est très sollicité : réessayez dans un instant".into(),
            (Busy, En) => "The server is busy: try again in a moment".into(),
            (Registered, Fr) => "Compte créé : bienvenue".into(),
            (Registered, En) => "Account created: welcome".into(),
            (PasswordTooShort { min }, Fr) => format!("{min} caractères au minimum"),
            (PasswordTooShort { min }, En) => format!("At least {min} characters"),
            (PasswordTooCommon, Fr) => {
                "Ce mot de passe est trop courant : choisissez-en un autre".into()
            }
            (PasswordTooCommon, En) => "This password is too common: choose another one".into(),
            (PasswordsDiffer, Fr) => "Les mots de passe sont différents".into(),
            (PasswordsDiffer, En) => "The passwords differ".into(),
            (WrongCurrentPassword, Fr) => "Le mot de passe actuel est incorrect".into(),
            (WrongCurrentPassword, En) => "The current password is wrong".into(),
            (CurrentPasswordRequired, Fr) => {
                "Tapez votre mot de passe actuel pour en choisir un nouveau".into()
            }
            (CurrentPasswordRequired, En) => {
                "Type your current password to choose a new one".into()
            }
            (TelTaken, Fr) => "Ce numéro de téléphone est déjà utilisé".into(),
            (TelTaken, En) => "This phone number is already used".into(),
            (EmailTaken, Fr) => "Cette adresse e-mail est déjà utilisée".into(),
            (EmailTaken, En) => "This e-mail address is already used".into(),
            (PersonCreated, Fr) => "Personne enregistrée".into(),
            (PersonCreated, En) => "Person saved".into(),
            (PersonSaved, Fr) => "Modifications enregistrées".into(),
            (PersonSaved, En) => "Changes saved".into(),
            (PersonDeleted, Fr) => "Personne supprimée".into(),
            (PersonDeleted, En) => "Person deleted".into(),
            (PersonArchived, Fr) => {
                "Cette personne figure dans l'historique : elle est désactivée et masquée des listes"
                    .into()
            }
            (PersonArchived, En) => {
                "This person appears in the records: they are deactivated and hidden from lists"
                    .into()
            }
            (OwnProfileSaved, Fr) => "Votre profil est enregistré".into(),
            (OwnProfileSaved, En) => "Your profile is saved".into(),
            (CannotDeleteSelf, Fr) => "Vous ne pouvez pas supprimer votre propre compte".into(),
            (CannotDeleteSelf, En) => "You cannot delete your own account".into(),
            (CannotChangeOwnAccess, Fr) => {
                "Vous ne pouvez pas changer votre propre profil, agence ou statut".into()
            }
            (CannotChangeOwnAccess, En) => {
                "You cannot change your own profile, branch or status".into()
            }
            (OwnPasswordOnProfile, Fr) => {
                "Changez votre mot de passe depuis « Mon profil », qui demande l'actuel".into()
            }
            (OwnPasswordOnProfile, En) => {
                "Change your password from 'My profile', which asks for the current one".into()
            }
            (SuperuserOnly, Fr) => "Réservé à un super utilisateur".into(),
            (SuperuserOnly, En) => "Reserved to a super user".into(),
            (OutranksYou(p), Fr) => format!(
                "Cette personne détient la permission « {p} », que vous n'avez pas : vous ne pouvez pas la modifier"
            ),
            (OutranksYou(p), En) => format!(
                "This person holds the permission “{p}”, which you lack: you cannot change them"
            ),
            (ClientCredentialsOwn, Fr) => "Seul le client (ou un super utilisateur) peut changer son mot de passe, son e-mail ou son téléphone".into(),
            (ClientCredentialsOwn, En) => "Only the client (or a super user) can change their password, e-mail or phone".into(),
            (UnknownProfile, Fr) => "Ce profil n'existe pas".into(),
            (UnknownProfile, En) => "This profile does not exist".into(),
            (UnknownPermission, Fr) => "Cette permission n'existe pas".into(),
            (UnknownPermission, En) => "This permission does not exist".into(),
            (UnknownExtension, Fr) => "Cette agence n'existe pas".into(),
            (UnknownExtension, En) => "This branch does not exist".into(),
            (ProfileCreated, Fr) => "Profil créé".into(),
            (ProfileCreated, En) => "Profile created".into(),
            (ProfileSaved, Fr) => "Profil enregistré".into(),
            (ProfileSaved, En) => "Profile saved".into(),
            (ProfileDeleted, Fr) => "Profil supprimé".into(),
            (ProfileDeleted, En) => "Profile deleted".into(),
            (ProfileNameTaken, Fr) => "Un profil porte déjà ce nom".into(),
            (ProfileNameTaken, En) => "A profile already has this name".into(),
            (ProfileFixed, Fr) => "Ce profil fixe ne peut être ni renommé ni supprimé".into(),
            (ProfileFixed, En) => "This fixed profile cannot be renamed or deleted".into(),
            (DayFull { date, left }, Fr) => format!(
                "Un avion vole au plus 24 h par jour : il reste {left} de vol le {date} pour cet avion"
            ),
            (DayFull { date, left }, En) => format!(
                "An aircraft flies at most 24 h a day: {left} of flight left on {date} for this one"
            ),
            (OtherBranchCredentials, Fr) => "Le mot de passe, l'e-mail ou le téléphone d'un agent \
                d'une autre agence se changent depuis son agence, ou avec la permission « admin »"
                .into(),
            (OtherBranchCredentials, En) => "The password, e-mail or phone of staff of another \
                branch are changed from their branch, or with the 'admin' permission"
                .into(),
            (DuplicateKey, Fr) => "Ce champ est donné deux fois".into(),
            (DuplicateKey, En) => "This field is given twice".into(),
            (ClientProfileFixed, Fr) => "Le profil Client, donné à chaque visiteur qui s'inscrit, \
                n'accorde que les écrans « mes … » (afficher mes expéditions, bordereaux, manifestes)"
                .into(),
            (ClientProfileFixed, En) => "The Client profile, given to every visitor who registers, \
                only grants the 'my …' screens (my expeditions, waybills, manifests)"
                .into(),
            (ProfileInUse { count }, Fr) => format!(
                "Ce profil est attribué à {count} personne{} : changez-leur de profil d'abord",
                if *count > 1 { "s" } else { "" }
            ),
            (ProfileInUse { count }, En) => format!(
                "This profile is held by {count} {}: give them another profile first",
                if *count > 1 { "people" } else { "person" }
            ),
            (BranchSaved, Fr) => "Opération bien effectuée".into(),
            (BranchSaved, En) => "Done".into(),
            (BranchDeleted, Fr) => "Agence supprimée".into(),
            (BranchDeleted, En) => "Branch deleted".into(),
            (BranchArchived, Fr) => {
                "Cette agence figure dans l'historique : elle est désactivée et masquée des listes"
                    .into()
            }
            (BranchArchived, En) => {
                "This branch appears in the records: it is deactivated and hidden from lists".into()
            }
            (BranchNameTaken, Fr) => "Une agence porte déjà ce nom".into(),
            (BranchNameTaken, En) => "A branch already has this name".into(),
            (CountryNotServed, Fr) => "L'agence ne travaille pas dans ce pays".into(),
            (UnknownTimeZone, Fr) => {
                "Fuseau horaire inconnu (exemple : Africa/Dar_es_Salaam)".into()
            }
            (UnknownTimeZone, En) => "Unknown time zone (e.g. Africa/Dar_es_Salaam)".into(),
            (CountryNotServed, En) => "The agency does not work in this country".into(),
            (PriceSaved, Fr) => "Prix enregistré".into(),
            (PriceSaved, En) => "Price saved".into(),
            (PriceDeleted, Fr) => "Prix supprimé".into(),
            (PriceDeleted, En) => "Price deleted".into(),
            (PriceInUse, Fr) => "Des expéditions utilisent ce prix : désactivez-le plutôt".into(),
            (PriceInUse, En) => "Shipments use this price: deactivate it instead".into(),
            (SameRouteEnds, Fr) => "L'origine et la destination doivent être différentes".into(),
            (SameRouteEnds, En) => "Origin and destination must differ".into(),
            (NotARouteEnd, Fr) => "Cette agence ne peut pas être une extrémité de trajet".into(),
            (NotARouteEnd, En) => "This branch cannot be a route end".into(),
            (RouteHasActivePrice, Fr) => "Ce trajet a déjà un prix actif".into(),
            (RouteHasActivePrice, En) => "This route already has an active price".into(),
            (MustBePositive, Fr) => "Doit être supérieur à zéro".into(),
            (MustBePositive, En) => "Must be more than zero".into(),
            (VehicleSaved, Fr) => "Véhicule enregistré".into(),
            (VehicleSaved, En) => "Vehicle saved".into(),
            (VehicleDeleted, Fr) => "Véhicule supprimé".into(),
            (VehicleDeleted, En) => "Vehicle deleted".into(),
            (VehicleInUse, Fr) => "Ce véhicule figure sur des bordereaux : il ne peut être supprimé".into(),
            (VehicleInUse, En) => "This vehicle appears on waybills: it cannot be deleted".into(),
            (PlateTaken, Fr) => "Cette plaque est déjà enregistrée".into(),
            (PlateTaken, En) => "This plate is already registered".into(),
            (DepenseSaved, Fr) => "Dépense enregistrée".into(),
            (DepenseSaved, En) => "Expense saved".into(),
            (DepenseCancelled, Fr) => "Dépense annulée".into(),
            (DepenseCancelled, En) => "Expense cancelled".into(),
            (DepenseAlreadyCancelled, Fr) => "Cette dépense est déjà annulée".into(),
            (DepenseAlreadyCancelled, En) => "This expense is already cancelled".into(),
            (CommissionBelowShares { remaining }, Fr) => format!(
                "La commission est inférieure au montant du bénéficiaire (reste {})",
                money(*remaining, Fr)
            ),
            (CommissionBelowShares { remaining }, En) => format!(
                "The commission is less than the beneficiary's amount ({} left)",
                money(*remaining, En)
            ),
            (CommissionTotalBelowShares { allotted }, Fr) => format!(
                "La commission est inférieure au montant déjà réparti ({})",
                money(*allotted, Fr)
            ),
            (CommissionTotalBelowShares { allotted }, En) => format!(
                "The commission is less than what is already shared ({})",
                money(*allotted, En)
            ),
            (CommissionLocked, Fr) => {
                "Ce manifeste est validé : ses dépenses ne changent plus sans la permission admin"
                    .into()
            }
            (CommissionLocked, En) => {
                "This manifest is validated: its expenses change only with the admin permission"
                    .into()
            }
            (NotLastShare, Fr) => "Seule la dernière part d'une commission peut être annulée".into(),
            (NotLastShare, En) => "Only the last share of a commission can be cancelled".into(),
            (CommissionHasShares, Fr) => {
                "Annulez d'abord les parts de cette commission, la dernière en premier".into()
            }
            (CommissionHasShares, En) => {
                "Cancel this commission's shares first, the last one first".into()
            }
            (ShareOnManifest, Fr) => {
                "Une commission se modifie depuis son manifeste (bouton Dépense)".into()
            }
            (ShareOnManifest, En) => {
                "A commission is changed from its manifest (Expense button)".into()
            }
            (TypedepenseSaved, Fr) => "Type de dépense enregistré".into(),
            (TypedepenseSaved, En) => "Expense type saved".into(),
            (TypedepenseDeleted, Fr) => "Type de dépense supprimé".into(),
            (TypedepenseDeleted, En) => "Expense type deleted".into(),
            (TypedepenseInUse, Fr) => {
                "Ce type de dépense est utilisé : il ne peut pas être supprimé".into()
            }
            (TypedepenseInUse, En) => "This expense type is in use: it cannot be deleted".into(),
            (TypedepenseTaken, Fr) => "Un type de dépense porte déjà ce nom".into(),
            (TypedepenseTaken, En) => "An expense type already has this name".into(),
            (UnknownTypedepense, Fr) => "Ce type de dépense n'existe pas".into(),
            (UnknownTypedepense, En) => "This expense type does not exist".into(),
            (TypedepenseIsManifest, Fr) => {
                "Ce type se saisit sur un manifeste (bouton Dépense du manifeste)".into()
            }
            (TypedepenseIsManifest, En) => {
                "This type is recorded on a manifest (the manifest's Expense button)".into()
            }
            (TypedepenseNotManifest, Fr) => {
                "Ce type de dépense ne se rattache pas à un manifeste".into()
            }
            (TypedepenseNotManifest, En) => "This expense type does not belong to a manifest".into(),
            (UnknownBeneficiary, Fr) => {
                "Choisissez un bénéficiaire (une personne active, pas un super utilisateur)".into()
            }
            (UnknownBeneficiary, En) => {
                "Choose a beneficiary (an active person, not a super user)".into()
            }
            (UnknownManifest, Fr) => "Ce manifeste n'existe pas".into(),
            (UnknownManifest, En) => "This manifest does not exist".into(),
            (DateInFuture, Fr) => "La date ne peut pas être dans le futur".into(),
            (DateInFuture, En) => "The date cannot be in the future".into(),
            (PeriodReversed, Fr) => "La fin de la période précède son début".into(),
            (PeriodReversed, En) => "The period ends before it starts".into(),
            (PeriodTooLong, Fr) => "La période ne peut pas dépasser cinq ans".into(),
            (PeriodTooLong, En) => "The period cannot be longer than five years".into(),
            (OnlyYourBranchFigures, Fr) => {
                "Vous ne voyez que les chiffres de votre agence".into()
            }
            (OnlyYourBranchFigures, En) => "You can only see your branch's figures".into(),
            (UnknownReport, Fr) => {
                "Rapport inconnu : revenue, tonnage, receivables, commissions, expenses, \
                 manifests ou clients"
                    .into()
            }
            (UnknownReport, En) => {
                "Unknown report: revenue, tonnage, receivables, commissions, expenses, \
                 manifests or clients"
                    .into()
            }
            (DateTooOld, Fr) => "La date ne peut pas être avant le 01/01/2000".into(),
            (DateTooOld, En) => "The date cannot be before 01/01/2000".into(),
            (TypeSaved, Fr) => "Type d'article enregistré".into(),
            (TypeSaved, En) => "Article type saved".into(),
            (TypeDeleted, Fr) => "Type d'article supprimé".into(),
            (TypeDeleted, En) => "Article type deleted".into(),
            (TypeInUse, Fr) => "Des articles ont ce type : changez-leur de type d'abord".into(),
            (TypeInUse, En) => "Articles have this type: change their type first".into(),
            (TypeNameTaken, Fr) => "Un type d'article porte déjà ce nom".into(),
            (TypeNameTaken, En) => "An article type already has this name".into(),
            (UnknownType, Fr) => "Ce type d'article n'existe pas".into(),
            (UnknownType, En) => "This article type does not exist".into(),
            (ArticleSaved, Fr) => "Article enregistré".into(),
            (ArticleSaved, En) => "Article saved".into(),
            (ArticleDeleted, Fr) => "Article supprimé".into(),
            (ArticleDeleted, En) => "Article deleted".into(),
            (ArticleInUse, Fr) => "Des colis contiennent cet article : il ne peut être supprimé".into(),
            (ArticleInUse, En) => "Parcels contain this article: it cannot be deleted".into(),
            (ArticleNameTaken, Fr) => "Cet article existe déjà dans ce type".into(),
            (ArticleNameTaken, En) => "This article already exists in this type".into(),
            (PlaneSaved, Fr) => "Enregistrement effectué".into(),
            (PlaneSaved, En) => "Saved".into(),
            (PlaneDeleted, Fr) => "Suppression effectuée".into(),
            (PlaneDeleted, En) => "Deleted".into(),
            (PlaneInUse, Fr) => {
                "Des composants ou des relevés s'y rapportent : il ne peut être supprimé".into()
            }
            (PlaneInUse, En) => "Components or records refer to it: it cannot be deleted".into(),
            (RegistrationTaken, Fr) => "Cette immatriculation est déjà enregistrée".into(),
            (RegistrationTaken, En) => "This registration is already recorded".into(),
            (UnknownAircraft, Fr) => "Cet avion n'existe pas".into(),
            (UnknownAircraft, En) => "This aircraft does not exist".into(),
            (SinceOverhaulAboveSinceNew, Fr) => {
                "Ne peut dépasser la valeur depuis la construction".into()
            }
            (SinceOverhaulAboveSinceNew, En) => "Cannot exceed the value since new".into(),
            (InFuture, Fr) => "La date ne peut pas être dans le futur".into(),
            (InFuture, En) => "The date cannot be in the future".into(),
            (NotBefore { date }, Fr) => format!("Pas avant le {}", day(date)),
            (NotBefore { date }, En) => format!("Not before {}", day(date)),
            (PositionTaken { disposition, number, plane }, Fr) => {
                let side = ["Centre", "Gauche", "Droite"].get((*disposition - 1).clamp(0, 2) as usize);
                format!("La position {} n° {number} de {plane} est occupée", side.unwrap_or(&"?"))
            }
            (PositionTaken { disposition, number, plane }, En) => {
                let side = ["Centre", "Left", "Right"].get((*disposition - 1).clamp(0, 2) as usize);
                format!("Position {} no. {number} of {plane} is taken", side.unwrap_or(&"?"))
            }
            (AlreadyInstalled, Fr) => "Déjà installé : déposez-le d'abord".into(),
            (AlreadyInstalled, En) => "Already installed: remove it first".into(),
            (NotInstalled, Fr) => "Il n'est pas installé".into(),
            (NotInstalled, En) => "It is not installed".into(),
            (UseInstallActions, Fr) => {
                "Installez ou déposez avec les actions Installer et Déposer".into()
            }
            (UseInstallActions, En) => "Install or remove it with the Install and Remove actions".into(),
            (UnknownHost, Fr) => "Choisissez un avion ou un composant".into(),
            (UnknownHost, En) => "Choose an aircraft or a component".into(),
            (Installed, Fr) => "Installation enregistrée".into(),
            (Installed, En) => "Installation recorded".into(),
            (Removed, Fr) => "Dépose enregistrée".into(),
            (Removed, En) => "Removal recorded".into(),
            (Overhauled, Fr) => "Révision enregistrée".into(),
            (Overhauled, En) => "Overhaul recorded".into(),
            (IntervalRequired, Fr) => {
                "Donnez au moins un intervalle : heures, cycles ou jours".into()
            }
            (IntervalRequired, En) => "Give at least one interval: hours, cycles or days".into(),
            (InspectionRecorded, Fr) => "Inspection enregistrée".into(),
            (InspectionRecorded, En) => "Inspection recorded".into(),
            (InspectionPerformed, Fr) => {
                "Cette inspection a déjà été effectuée : elle ne peut être supprimée".into()
            }
            (InspectionPerformed, En) => "This inspection was already performed: it cannot be deleted".into(),
            (ExpiryBeforeIssue, Fr) => "L'expiration ne peut précéder l'émission".into(),
            (ExpiryBeforeIssue, En) => "The expiry cannot come before the issue".into(),
            (NoAircraftWithRegistration, Fr) => "Aucun avion n'a cette immatriculation".into(),
            (NoAircraftWithRegistration, En) => "No aircraft has this registration".into(),
            (LogbookExists, Fr) => "Cet avion a déjà un logbook".into(),
            (LogbookExists, En) => "This aircraft already has a logbook".into(),
            (LogbookHasEntries, Fr) => {
                "Ce logbook a des entrées : il ne peut être supprimé".into()
            }
            (LogbookHasEntries, En) => "This logbook has entries: it cannot be deleted".into(),
            (EntrySaved, Fr) => "Entrée enregistrée".into(),
            (EntrySaved, En) => "Entry saved".into(),
            (EntryDeleted, Fr) => "Entrée supprimée".into(),
            (EntryDeleted, En) => "Entry deleted".into(),
            (ManifestOfAnotherAircraft, Fr) => "Ce manifeste n'est pas celui de cet avion".into(),
            (ManifestOfAnotherAircraft, En) => "This manifest is not this aircraft's".into(),
            (PieceInUse, Fr) => "Des pièces y sont installées : déposez-les d'abord".into(),
            (PieceInUse, En) => "Pieces are installed on it: remove them first".into(),
            (InvalidDueStatus, Fr) => "Statut invalide : ok, bientot ou depasse".into(),
            (InvalidDueStatus, En) => "Invalid status: ok, bientot or depasse".into(),
            (AircraftGrounded { plane, items }, lang) => grounded(plane, items, lang),
            (PayloadExceeded { plane, excess, load, max }, Fr) => format!(
                "Charge utile dépassée de {} : {plane} emporte au plus {}, le manifeste en ferait {}",
                kg(*excess, Fr),
                kg(*max, Fr),
                kg(*load, Fr)
            ),
            (PayloadExceeded { plane, excess, load, max }, En) => format!(
                "Payload exceeded by {}: {plane} takes at most {}, the manifest would make {}",
                kg(*excess, En),
                kg(*max, En),
                kg(*load, En)
            ),
            (SeatsFull { plane, seats, passengers }, Fr) => format!(
                "Plus de siège libre : {plane} a {seats} siège{}, il y aurait {passengers} passagers",
                plural(*seats)
            ),
            (SeatsFull { plane, seats, passengers }, En) => format!(
                "No seat left: {plane} has {seats} seat{}, there would be {passengers} passengers",
                plural(*seats)
            ),
            (SeatTaken { seat, by }, Fr) => format!("Le siège {seat} est déjà pris ({by})"),
            (SeatTaken { seat, by }, En) => format!("Seat {seat} is already taken ({by})"),
            (ManifestNotOpen { reference }, Fr) => format!(
                "Le manifeste {reference} n'est plus en préparation : on n'y vend plus de billets"
            ),
            (ManifestNotOpen { reference }, En) => {
                format!("Manifest {reference} is no longer in preparation: no more tickets on it")
            }
            (TicketNeedsAdmin, Fr) => {
                "Le manifeste de ce billet est validé : seul un administrateur peut le modifier".into()
            }
            (TicketNeedsAdmin, En) => {
                "This ticket's manifest is validated: only an administrator can change it".into()
            }
            (TicketCancelled, Fr) => "Ce billet est annulé : il ne change plus".into(),
            (TicketCancelled, En) => "This ticket is cancelled: it no longer changes".into(),
            (TicketStatusMove { from, to }, Fr) => format!(
                "Un billet « {} » ne peut pas passer à « {} »",
                ticket_status(from, Fr),
                ticket_status(to, Fr)
            ),
            (TicketStatusMove { from, to }, En) => format!(
                "A ticket '{}' cannot become '{}'",
                ticket_status(from, En),
                ticket_status(to, En)
            ),
            (FareBelowPaid { paid }, Fr) => format!(
                "Le tarif ne peut pas être inférieur au montant déjà payé ({})",
                money(*paid, Fr)
            ),
            (FareBelowPaid { paid }, En) => {
                format!("The fare cannot be below what was already paid ({})", money(*paid, En))
            }
            (TicketNotDeletable, Fr) => "Seul un billet réservé ou annulé, sur un manifeste en préparation, peut être supprimé".into(),
            (TicketNotDeletable, En) => "Only a ticket reserved or cancelled, on a manifest in preparation, can be deleted".into(),
            (PassengersUndecided { references }, Fr) => format!(
                "Dites pour chaque passager réservé s'il a embarqué ou s'il était absent : {}",
                references.join(", ")
            ),
            (PassengersUndecided { references }, En) => format!(
                "Say for each reserved passenger whether they boarded or were absent: {}",
                references.join(", ")
            ),
            (BoardedOrAbsent, Fr) => "Embarqué ou absent".into(),
            (BoardedOrAbsent, En) => "Boarded or absent".into(),
            (TooManyPassengers { max }, Fr) => format!("Au plus {max} passagers"),
            (TooManyPassengers { max }, En) => format!("At most {max} passengers"),
            (NotReservedHere, Fr) => "Ce billet n'est pas réservé sur ce manifeste".into(),
            (NotReservedHere, En) => "This ticket is not reserved on this manifest".into(),
            (ManifestHasTickets, Fr) => {
                "Ce manifeste a des billets : déplacez-les ou supprimez-les d'abord".into()
            }
            (ManifestHasTickets, En) => {
                "This manifest has tickets: move or delete them first".into()
            }
            (InvalidTicketType, Fr) => "Type invalide : adulte, enfant ou bebe".into(),
            (InvalidTicketType, En) => "Invalid type: adulte, enfant or bebe".into(),
            (InvalidTicketStatus, Fr) => {
                "Statut invalide : reserve, embarque, absent ou annule".into()
            }
            (InvalidTicketStatus, En) => {
                "Invalid status: reserve, embarque, absent or annule".into()
            }
            (TicketSaved, Fr) => "Billet enregistré".into(),
            (TicketSaved, En) => "Ticket saved".into(),
            (TicketDeleted, Fr) => "Billet supprimé".into(),
            (TicketDeleted, En) => "Ticket deleted".into(),
            (TicketStatusSet, Fr) => "Statut du billet enregistré".into(),
            (TicketStatusSet, En) => "Ticket status saved".into(),
            (MessageSent, Fr) => "Message envoyé : l'agence vous répondra par e-mail".into(),
            (MessageSent, En) => "Message sent: the agency will answer by e-mail".into(),
            (AtLeastOneParcel, Fr) => "Ajoutez au moins un colis".into(),
            (AtLeastOneParcel, En) => "Add at least one parcel".into(),
            (NotAWeight, Fr) => "Poids invalide : des kg, trois décimales au plus".into(),
            (NotAWeight, En) => "Invalid weight: kg, at most three decimals".into(),
            (ContentOrDescription, Fr) => "Ajouter le contenu ou la description svp!".into(),
            (ContentOrDescription, En) => "Please add the contents or a description".into(),
            (UnknownClient, Fr) => "Ce client n'existe pas".into(),
            (UnknownClient, En) => "This client does not exist".into(),
            (UnknownRoute, Fr) => "Ce trajet n'existe pas".into(),
            (UnknownRoute, En) => "This route does not exist".into(),
            (RouteInactive, Fr) => "Ce trajet n'est plus actif".into(),
            (RouteInactive, En) => "This route is no longer active".into(),
            (RouteNotFromYourBranch, Fr) => "Ce trajet ne part pas de votre agence".into(),
            (RouteNotFromYourBranch, En) => "This route does not leave from your branch".into(),
            (UnknownArticle, Fr) => "Cet article n'existe pas".into(),
            (UnknownArticle, En) => "This article does not exist".into(),
            (CashAbovePrice { price }, Fr) => {
                format!("Le montant payé dépasse le prix ({})", money(*price, Fr))
            }
            (CashAbovePrice { price }, En) => {
                format!("The amount paid is above the price ({})", money(*price, En))
            }
            (ExpeditionSaved, Fr) => "Expédition enregistrée".into(),
            (ExpeditionSaved, En) => "Shipment saved".into(),
            (ExpeditionDeleted, Fr) => "Expédition supprimée".into(),
            (ExpeditionDeleted, En) => "Shipment deleted".into(),
            (ExpeditionMoved, Fr) => {
                "Des colis de cette expédition sont déjà sur un bordereau ou un manifeste : elle ne peut plus être modifiée ni supprimée".into()
            }
            (ExpeditionMoved, En) => {
                "Parcels of this shipment are already on a waybill or a manifest: it can no longer be edited or deleted".into()
            }
            (PriceBelowPaid { paid }, Fr) => format!(
                "Le prix ne peut pas être inférieur au montant déjà payé ({})",
                money(*paid, Fr)
            ),
            (PriceBelowPaid { paid }, En) => {
                format!("The price cannot be below what was already paid ({})", money(*paid, En))
            }
            (PaymentAboveDebt { debt }, Fr) => {
                format!("Le paiement dépasse la dette restante ({})", money(*debt, Fr))
            }
            (PaymentAboveDebt { debt }, En) => {
                format!("The payment is above the remaining debt ({})", money(*debt, En))
            }
            (PaymentSaved, Fr) => "Paiement enregistré".into(),
            (PaymentSaved, En) => "Payment recorded".into(),
            (PaymentCancelled, Fr) => "Paiement annulé".into(),
            (PaymentCancelled, En) => "Payment cancelled".into(),
            (PaymentAlreadyCancelled, Fr) => "Ce paiement est déjà annulé".into(),
            (PaymentsInForce { paid }, Fr) => format!(
                "Annulez d'abord ses paiements ({} payés) : l'argent reçu n'est jamais effacé",
                money(*paid, Fr)
            ),
            (PaymentsInForce { paid }, En) => format!(
                "Cancel its payments first ({} paid): money received is never erased",
                money(*paid, En)
            ),
            (PaymentAlreadyCancelled, En) => "This payment is already cancelled".into(),
            (IdempotencyKeyInvalid, Fr) => {
                "L'en-tête Idempotency-Key doit compter de 1 à 200 caractères ASCII visibles".into()
            }
            (IdempotencyKeyInvalid, En) => {
                "The Idempotency-Key header must be 1 to 200 visible ASCII characters".into()
            }
            (IdempotencyKeyReused, Fr) => {
                "Cette clé Idempotency-Key a déjà servi pour une autre requête".into()
            }
            (IdempotencyKeyReused, En) => {
                "This Idempotency-Key was already used for a different request".into()
            }
            (IdempotencyKeyInProgress, Fr) => {
                "Une requête avec cette clé Idempotency-Key est encore en cours : réessayez".into()
            }
            (IdempotencyKeyInProgress, En) => {
                "A request with this Idempotency-Key is still running: try again".into()
            }
            (TicketSettleFirst { paid }, Fr) => format!(
                "Ce billet est payé ({}) : choisissez de rembourser ou de garder l'argent comme \
                 frais de non-présentation",
                money(*paid, Fr)
            ),
            (TicketSettleFirst { paid }, En) => format!(
                "This ticket is paid ({}): choose to refund it or keep the money as a no-show fee",
                money(*paid, En)
            ),
            (IdempotencyKeyWritten, Fr) => {
                "Déjà enregistré : voici l'enregistrement tel qu'il est maintenant".into()
            }
            (IdempotencyKeyWritten, En) => "Already saved: here is the record as it is now".into(),
            (IdempotencyKeyDone { id }, Fr) => format!(
                "Cette demande a déjà été enregistrée (n° {id}), mais sa réponse s'est perdue : \
                 rechargez la page pour voir le résultat"
            ),
            (IdempotencyKeyDone { id }, En) => format!(
                "This request was already saved (no. {id}) but its answer was lost: reload the \
                 page to see the result"
            ),
            (NotEnoughQuantity { reference, available }, Fr) => format!(
                "Quantité insuffisante : {reference} n'a plus que {available} pièce(s) disponible(s)"
            ),
            (NotEnoughQuantity { reference, available }, En) => format!(
                "Not enough quantity: {reference} has only {available} piece(s) available"
            ),
            (UnknownParcel, Fr) => "Ce colis n'existe pas".into(),
            (ParcelElsewhere { reference }, Fr) => format!(
                "{reference} n'est pas en stock à l'agence de départ de ce bordereau"
            ),
            (ParcelElsewhere { reference }, En) => format!(
                "{reference} is not in stock at this waybill's departure branch"
            ),
            (UnknownParcel, En) => "This parcel does not exist".into(),
            (ParcelTwice, Fr) => "Ce colis figure deux fois dans la liste".into(),
            (ParcelTwice, En) => "This parcel is listed twice".into(),
            (UnknownDriver, Fr) => "Choisissez un chauffeur (profil Chauffeur)".into(),
            (UnknownDriver, En) => "Choose a driver (Chauffeur profile)".into(),
            (UnknownPilot, Fr) => "Choisissez un pilote (profil Pilote)".into(),
            (UnknownPilot, En) => "Choose a pilot (Pilote profile)".into(),
            (UnknownVehicle, Fr) => "Ce véhicule n'existe pas".into(),
            (UnknownVehicle, En) => "This vehicle does not exist".into(),
            (UnknownBranch, Fr) => "Cette agence n'existe pas".into(),
            (UnknownBranch, En) => "This branch does not exist".into(),
            (UnknownPlane, Fr) => "Cet avion n'existe pas".into(),
            (UnknownPlane, En) => "This aircraft does not exist".into(),
            (WaybillSaved, Fr) => "Bordereau enregistré".into(),
            (WaybillSaved, En) => "Waybill saved".into(),
            (WaybillDeleted, Fr) => "Bordereau supprimé : ses colis sont revenus en stock".into(),
            (WaybillDeleted, En) => "Waybill deleted: its parcels are back in stock".into(),
            (WaybillDetailDeleted, Fr) => "Colis retiré du bordereau et remis en stock".into(),
            (WaybillDetailDeleted, En) => "Parcel removed from the waybill and put back in stock".into(),
            (WaybillValidated, Fr) => "Bordereau validé".into(),
            (WaybillValidated, En) => "Waybill validated".into(),
            (WaybillLocked, Fr) => {
                "Ce bordereau est validé : il ne peut plus être modifié ni supprimé".into()
            }
            (WaybillLocked, En) => "This waybill is validated: it can no longer be edited or deleted".into(),
            (WaybillEmpty, Fr) => "Ce bordereau ne contient aucun colis".into(),
            (WaybillEmpty, En) => "This waybill holds no parcel".into(),
            (WaybillNotValidated { reference }, Fr) => format!(
                "Le bordereau {reference} n'est pas validé : ses colis ne peuvent pas encore être chargés"
            ),
            (WaybillNotValidated { reference }, En) => {
                format!("Waybill {reference} is not validated: its parcels cannot be loaded yet")
            }
            (UnknownWaybillDetail, Fr) => "Cette ligne de bordereau n'existe pas".into(),
            (UnknownWaybillDetail, En) => "This waybill line does not exist".into(),
            (ManifestSaved, Fr) => "Manifeste enregistré".into(),
            (ManifestSaved, En) => "Manifest saved".into(),
            (ManifestDeleted, Fr) => {
                "Manifeste supprimé : ses colis sont revenus sur leurs bordereaux".into()
            }
            (ManifestDeleted, En) => "Manifest deleted: its parcels are back on their waybills".into(),
            (ManifestValidated, Fr) => "Manifeste validé : arrivé".into(),
            (ManifestValidated, En) => "Manifest validated: arrived".into(),
            (ManifestReopened, Fr) => "Manifeste remis en cours".into(),
            (ManifestReopened, En) => "Manifest back in preparation".into(),
            (ManifestLocked, Fr) => {
                "Ce manifeste est validé : il ne peut plus être modifié ni supprimé".into()
            }
            (ManifestLocked, En) => {
                "This manifest is validated: it can no longer be edited or deleted".into()
            }
            (ManifestEmpty, Fr) => "Ce manifeste ne contient aucun colis".into(),
            (ManifestEmpty, En) => "This manifest holds no parcel".into(),
            (ManifestAlreadyArrived, Fr) => {
                "Ce manifeste est déjà arrivé : seul un administrateur peut le remettre en cours".into()
            }
            (ManifestAlreadyArrived, En) => {
                "This manifest has already arrived: only an administrator can reopen it".into()
            }
            (NotYourExpeditionBranch, Fr) => {
                "Seuls les agents de l'agence où l'expédition a été enregistrée peuvent la modifier ou la supprimer".into()
            }
            (NotYourExpeditionBranch, En) => {
                "Only staff of the branch where the shipment was registered can change or delete it".into()
            }
            (MetricsForbidden, Fr) => {
                "Les métriques ne sont servies qu'à cette machine, sans proxy, ou avec le jeton SOUTE_METRICS_TOKEN".into()
            }
            (MetricsForbidden, En) => {
                "Metrics are served to this machine only, not through a proxy, or with the SOUTE_METRICS_TOKEN token".into()
            }
            (RegistrationClosed, Fr) => {
                "L'inscription en ligne est fermée : l'agence enregistre ses clients au guichet".into()
            }
            (RegistrationClosed, En) => {
                "Online registration is closed: the agency registers its clients at the counter".into()
            }
            (BackupRunning, Fr) => "Une sauvegarde est déjà en cours : attendez qu'elle se termine".into(),
            (BackupRunning, En) => "A backup is already running: wait for it to finish".into(),
            (BackupFailed { reason }, Fr) => format!("La sauvegarde a échoué : {reason}"),
            (BackupFailed { reason }, En) => format!("The backup failed: {reason}"),
            (NotYourManifestBranch, Fr) => {
                "Seuls les agents de l'agence d'origine ou de destination du manifeste peuvent faire cela".into()
            }
            (NotYourManifestBranch, En) => {
                "Only staff of the manifest's origin or destination branch can do this".into()
            }
            (InvalidManifestStatus, Fr) => "Statut invalide : EnCours ou Arriver".into(),
            (InvalidManifestStatus, En) => "Invalid status: EnCours or Arriver".into(),
            (ShippedSaved, Fr) => "Quantités expédiées enregistrées".into(),
            (ShippedSaved, En) => "Shipped quantities saved".into(),
            (ShippedAboveQuantity { quantity }, Fr) => {
                format!("Entre 0 et {quantity} (la quantité de cet article)")
            }
            (ShippedAboveQuantity { quantity }, En) => {
                format!("Between 0 and {quantity} (this article's quantity)")
            }
            (ContentNotOnManifest, Fr) => "Ce contenu n'appartient à aucun colis de ce manifeste".into(),
            (ContentNotOnManifest, En) => "This content belongs to no parcel of this manifest".into(),
            (InvalidTime, Fr) => "Heure invalide (HH:MM)".into(),
            (InvalidTime, En) => "Invalid time (HH:MM)".into(),
            (AvatarSaved, Fr) => "Photo enregistrée".into(),
            (AvatarSaved, En) => "Photo saved".into(),
            (NotAnImage, Fr) => "Le fichier doit être une image JPEG, PNG ou WebP".into(),
            (NotAnImage, En) => "The file must be a JPEG, PNG or WebP image".into(),
            (NotAnImageOrPdf, Fr) => "Le fichier doit être un PDF ou une image JPEG, PNG ou WebP".into(),
            (NotAnImageOrPdf, En) => "The file must be a PDF or a JPEG, PNG or WebP image".into(),
            (UnreadableImage, Fr) => "Cette image est illisible ou endommagée".into(),
            (UnreadableImage, En) => "This image cannot be read or is damaged".into(),
            (ImageTooManyPixels { max_megapixels }, Fr) => {
                format!("Image trop grande : {max_megapixels} mégapixels au maximum")
            }
            (ImageTooManyPixels { max_megapixels }, En) => {
                format!("Image too large: at most {max_megapixels} megapixels")
            }
            (FileMissing, Fr) => "Aucun fichier reçu".into(),
            (FileMissing, En) => "No file received".into(),
            (TooShort { min }, Fr) => format!("{min} caractères au minimum"),
            (TooShort { min }, En) => format!("At least {min} characters"),
            (Required, Fr) => "Ce champ est obligatoire".into(),
            (Required, En) => "This field is required".into(),
            (RequiredHere, Fr) => "Ce champ est obligatoire ici".into(),
            (RequiredHere, En) => "This field is required here".into(),
            (TooLong { max }, Fr) => format!("{max} caractères au maximum"),
            (TooLong { max }, En) => format!("At most {max} characters"),
            (InvalidType, Fr) => "Valeur de type invalide".into(),
            (InvalidType, En) => "Value of the wrong type".into(),
            (InvalidEmail, Fr) => "Adresse e-mail invalide".into(),
            (InvalidEmail, En) => "Invalid e-mail address".into(),
            (InvalidPhone, Fr) => "Numéro invalide : de 6 à 20 chiffres".into(),
            (InvalidPhone, En) => "Invalid number: 6 to 20 digits".into(),
            (InvalidGender, Fr) => "Choisissez Masculin ou Féminin".into(),
            (InvalidGender, En) => "Choose Male or Female".into(),
            (InvalidCountryCode, Fr) => "Code pays invalide (deux lettres)".into(),
            (InvalidCountryCode, En) => "Invalid country code (two letters)".into(),
            (InvalidStatus, Fr) => "Statut invalide : 1 (actif) ou 0 (non actif)".into(),
            (InvalidStatus, En) => "Invalid status: 1 (active) or 0 (inactive)".into(),
            (InvalidColumn, Fr) => "Colonne de recherche inconnue".into(),
            (InvalidColumn, En) => "Unknown search column".into(),
            (OutOfRange { min, max }, Fr) => {
                format!("Entre {} et {}", number(*min, Fr), number(*max, Fr))
            }
            (OutOfRange { min, max }, En) => {
                format!("Between {} and {}", number(*min, En), number(*max, En))
            }
            (NotAWholeNumber, Fr) => "Nombre entier attendu".into(),
            (NotAWholeNumber, En) => "A whole number is expected".into(),
            (NotAFlag, Fr) => "Oui (1) ou non (0) attendu".into(),
            (NotAFlag, En) => "Yes (1) or no (0) is expected".into(),
            (NotAnAmount, Fr) => "Montant invalide : un nombre positif, deux décimales au plus".into(),
            (NotAnAmount, En) => "Invalid amount: a positive number, at most two decimals".into(),
            (NotADate, Fr) => "Date invalide (AAAA-MM-JJ)".into(),
            (NotADate, En) => "Invalid date (YYYY-MM-DD)".into(),
            (AmountTooLarge { max }, Fr) => format!("Montant trop élevé : au plus {}", money(*max, Fr)),
            (AmountTooLarge { max }, En) => format!("Amount too large: at most {}", money(*max, En)),
            (ComputedAmountTooLarge { max }, Fr) => {
                format!("Montant trop élevé : au plus {}", money(*max, Fr))
            }
            (ComputedAmountTooLarge { max }, En) => {
                format!("Amount too large: at most {}", money(*max, En))
            }
            (WeightTooLarge { max }, Fr) => format!("Poids trop élevé : au plus {} par pièce", kg(*max, Fr)),
            (WeightTooLarge { max }, En) => format!("Weight too large: at most {} per piece", kg(*max, En)),
            (LineTooHeavy { max }, Fr) => {
                format!("Colis trop lourd : au plus {} (pièces × poids unitaire)", kg(*max, Fr))
            }
            (LineTooHeavy { max }, En) => {
                format!("Parcel too heavy: at most {} (pieces × unit weight)", kg(*max, En))
            }
            (TooManyLines { max }, Fr) => format!("Au plus {max} colis par expédition"),
            (TooManyLines { max }, En) => format!("At most {max} parcels per shipment"),
            (TooManyItems { max }, Fr) => format!("Au plus {max} éléments"),
            (TooManyItems { max }, En) => format!("At most {max} items"),
            (TotalTooLarge, Fr) => "Total trop élevé pour être enregistré".into(),
            (TotalTooLarge, En) => "Total too large to be recorded".into(),
            (ControlCharacter, Fr) => "Caractère de contrôle interdit (NUL…)".into(),
            (ControlCharacter, En) => "Control characters (NUL…) are not allowed".into(),
            (UnknownField, Fr) => "Champ inconnu".into(),
            (UnknownField, En) => "Unknown field".into(),
            (MethodNotAllowed, Fr) => "Méthode non permise sur cette adresse".into(),
            (MethodNotAllowed, En) => "Method not allowed on this route".into(),
        }
    }
}

/// Whole units with thousands grouped as the language writes them (`1 234` or `1,234`).
fn grouped(whole: u64, lang: Lang) -> String {
    let whole = whole.to_string();
    let separator = match lang {
        Lang::Fr => '\u{202f}',
        Lang::En => ',',
    };
    let mut grouped = String::new();
    for (i, digit) in whole.chars().enumerate() {
        if i > 0 && (whole.len() - i).is_multiple_of(3) {
            grouped.push(separator);
        }
        grouped.push(digit);
    }
    grouped
}

/// A whole number as people read it: `10 000` in French, `10,000` in English.
/// A date `YYYY-MM-DD` as people read it (`21/11/2026`, en-GB in both languages).
pub use crate::domain::due::Late;

/// The items shown in a grounding refusal; the others are counted.
const GROUNDED_SHOWN: usize = 5;

fn grounded(plane: &str, items: &[(String, Late)], lang: Lang) -> String {
    use Lang::*;
    let late = |l: &Late| match (l, lang) {
        (Late::Minutes(m), Fr) => format!("en retard de {} h", hours_minutes(*m)),
        (Late::Minutes(m), En) => format!("{} h late", hours_minutes(*m)),
        (Late::Cycles(c), Fr) => format!("en retard de {} cycle{}", number(*c, lang), plural(*c)),
        (Late::Cycles(c), En) => format!("{} cycle{} late", number(*c, lang), plural(*c)),
        (Late::Days(d), Fr) => format!("en retard de {} jour{}", number(*d, lang), plural(*d)),
        (Late::Days(d), En) => format!("{} day{} late", number(*d, lang), plural(*d)),
        (Late::Never, Fr) => "jamais effectuée".to_string(),
        (Late::Never, En) => "never performed".to_string(),
    };
    let mut list: Vec<String> = items
        .iter()
        .take(GROUNDED_SHOWN)
        .map(|(label, l)| format!("{label} ({})", late(l)))
        .collect();
    let more = items.len().saturating_sub(GROUNDED_SHOWN);
    if more > 0 {
        list.push(match lang {
            Fr => format!("et {more} autre{}", plural(more as i64)),
            En => format!("and {more} more"),
        });
    }
    let list = list.join(", ");
    match lang {
        Fr => format!(
            "L'avion {plane} est immobilisé : {list}. Faites ou enregistrez ce qui est dû avant de le faire partir."
        ),
        En => format!(
            "Aircraft {plane} is grounded: {list}. Do or record what is due before it leaves."
        ),
    }
}

/// A ticket's status as people read it.
fn ticket_status(status: &str, lang: Lang) -> &'static str {
    match (status, lang) {
        ("reserve", Lang::Fr) => "réservé",
        ("embarque", Lang::Fr) => "embarqué",
        ("absent", Lang::Fr) => "absent",
        ("annule", Lang::Fr) => "annulé",
        ("reserve", Lang::En) => "reserved",
        ("embarque", Lang::En) => "boarded",
        ("absent", Lang::En) => "absent",
        _ => "cancelled",
    }
}

fn plural(n: i64) -> &'static str {
    if n.abs() > 1 { "s" } else { "" }
}

fn hours_minutes(minutes: i64) -> String {
    crate::domain::airworthiness::hours_minutes(minutes)
}

pub fn day(iso: &str) -> String {
    match (iso.get(0..4), iso.get(5..7), iso.get(8..10)) {
        (Some(y), Some(m), Some(d)) => format!("{d}/{m}/{y}"),
        _ => iso.to_string(),
    }
}

pub fn number(n: i64, lang: Lang) -> String {
    let sign = if n < 0 { "-" } else { "" };
    format!("{sign}{}", grouped(n.unsigned_abs(), lang))
}

/// A weight of grams as people read it, in kg: `30 000 kg`, `12,5 kg` in French; `12.5 kg` in English.
pub fn kg(grams: i64, lang: Lang) -> String {
    let sign = if grams < 0 { "-" } else { "" };
    let abs = grams.unsigned_abs();
    let whole = grouped(abs / 1000, lang);
    let fraction = abs % 1000;
    let decimal = match lang {
        Lang::Fr => ',',
        Lang::En => '.',
    };
    if fraction == 0 {
        format!("{sign}{whole}\u{a0}kg")
    } else {
        let digits = format!("{fraction:03}");
        format!(
            "{sign}{whole}{decimal}{}\u{a0}kg",
            digits.trim_end_matches('0')
        )
    }
}

/// An amount of cents as people read it: `1 234,50 $` in French, `$1,234.50` in English.
pub fn money(cents: i64, lang: Lang) -> String {
    let sign = if cents < 0 { "-" } else { "" };
    let abs = cents.unsigned_abs();
    let grouped = grouped(abs / 100, lang);
    match lang {
        Lang::Fr => format!("{sign}{grouped},{:02}\u{a0}$", abs % 100),
        Lang::En => format!("{sign}${grouped}.{:02}", abs % 100),
    }
}

impl Msg {
    /// Whether this field error refuses a well-formed request for a rule the OpenAPI document
    /// cannot state: a record that does not exist or is of the wrong kind, a rule between two
    /// fields, a date relative to today, the state of other records, a file's content. Such a
    /// refusal answers 422; anything else a field can be refused for (a missing field, a wrong
    /// type, a bound, an enumeration, a pattern) is stated by the document and answers 400.
    /// A message not listed here answers 400: the fuzzer (`make fuzz`, `positive_data_acceptance`)
    /// names the ones the document does not state.
    pub fn is_refusal(&self) -> bool {
        use Msg::*;
        matches!(
            self,
            PasswordTooCommon
                | PasswordsDiffer
                | WrongCurrentPassword
                | CurrentPasswordRequired
                | TelTaken
                | EmailTaken
                | CannotDeleteSelf
                | CannotChangeOwnAccess
                | OwnPasswordOnProfile
                | SuperuserOnly
                | OutranksYou(_)
                | ClientCredentialsOwn
                | UnknownProfile
                | UnknownPermission
                | UnknownExtension
                | ProfileNameTaken
                | ProfileFixed
                | DayFull { .. }
                | OtherBranchCredentials
                | ClientProfileFixed
                | ProfileInUse { .. }
                | BranchNameTaken
                | CountryNotServed
                | UnknownTimeZone
                | PriceInUse
                | SameRouteEnds
                | NotARouteEnd
                | RouteHasActivePrice
                | VehicleInUse
                | PlateTaken
                | TypeInUse
                | TypeNameTaken
                | UnknownType
                | ArticleInUse
                | ArticleNameTaken
                | PlaneInUse
                | RegistrationTaken
                | UnknownAircraft
                | SinceOverhaulAboveSinceNew
                | InFuture
                | NotBefore { .. }
                | PositionTaken { .. }
                | AlreadyInstalled
                | NotInstalled
                | UseInstallActions
                | UnknownHost
                | IntervalRequired
                | ExpiryBeforeIssue
                | NoAircraftWithRegistration
                | LogbookExists
                | LogbookHasEntries
                | ManifestOfAnotherAircraft
                | PieceInUse
                | AircraftGrounded { .. }
                | PayloadExceeded { .. }
                | SeatsFull { .. }
                | SeatTaken { .. }
                | ManifestNotOpen { .. }
                | TicketNeedsAdmin
                | TicketCancelled
                | TicketStatusMove { .. }
                | FareBelowPaid { .. }
                | TicketNotDeletable
                | TicketSettleFirst { .. }
                | NotReservedHere
                | ManifestHasTickets
                | ContentOrDescription
                | UnknownClient
                | UnknownRoute
                | RouteInactive
                | RouteNotFromYourBranch
                | UnknownArticle
                | CashAbovePrice { .. }
                | PriceBelowPaid { .. }
                | PaymentAboveDebt { .. }
                | PaymentAlreadyCancelled
                | PaymentsInForce { .. }
                | NotEnoughQuantity { .. }
                | UnknownParcel
                | ParcelElsewhere { .. }
                | ParcelTwice
                | UnknownDriver
                | UnknownPilot
                | UnknownVehicle
                | UnknownBranch
                | UnknownPlane
                | WaybillLocked
                | WaybillEmpty
                | WaybillNotValidated { .. }
                | UnknownWaybillDetail
                | ManifestLocked
                | ManifestEmpty
                | ManifestAlreadyArrived
                | NotYourManifestBranch
                | ShippedAboveQuantity { .. }
                | ContentNotOnManifest
                | CommissionBelowShares { .. }
                | CommissionTotalBelowShares { .. }
                | CommissionLocked
                | NotLastShare
                | CommissionHasShares
                | ShareOnManifest
                | TypedepenseInUse
                | TypedepenseTaken
                | UnknownTypedepense
                | TypedepenseIsManifest
                | TypedepenseNotManifest
                | UnknownBeneficiary
                | UnknownManifest
                | DateInFuture
                | DateTooOld
                | PeriodReversed
                | PeriodTooLong
                | OnlyYourBranchFigures
                | NotAnImage
                | NotAnImageOrPdf
                | UnreadableImage
                | ImageTooManyPixels { .. }
                | FileMissing
                | LineTooHeavy { .. }
                | ComputedAmountTooLarge { .. }
                | TotalTooLarge
                | StaleEdit
                | RequiredHere
                | Conflict
        )
    }
}

impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.render(Lang::Fr))
    }
}

/// A wait as a person reads it: seconds under two minutes, else whole minutes (rounded up).
fn wait(secs: u64) -> String {
    if secs < 120 {
        format!("{secs} s")
    } else {
        format!("{} min", secs.div_ceil(60))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn french_is_the_default() {
        assert_eq!(Lang::from_accept_language(""), Lang::Fr);
        assert_eq!(Lang::from_accept_language("de-DE,de;q=0.9"), Lang::Fr);
        assert_eq!(
            Lang::from_accept_language("fr-FR,fr;q=0.9,en;q=0.8"),
            Lang::Fr
        );
    }

    #[test]
    fn english_when_preferred() {
        assert_eq!(Lang::from_accept_language("en"), Lang::En);
        assert_eq!(
            Lang::from_accept_language("en-GB,en;q=0.9,fr;q=0.5"),
            Lang::En
        );
        assert_eq!(Lang::from_accept_language("fr;q=0.3, en-US"), Lang::En);
    }

    #[test]
    fn money_reads_as_people_write_it() {
        assert_eq!(money(123_450, Lang::Fr), "1\u{202f}234,50\u{a0}$");
        assert_eq!(money(123_450, Lang::En), "$1,234.50");
        assert_eq!(money(5, Lang::En), "$0.05");
    }

    #[test]
    fn counts_read_as_people_write_them() {
        assert_eq!(number(10_000, Lang::Fr), "10\u{202f}000");
        assert_eq!(number(10_000, Lang::En), "10,000");
        assert_eq!(number(-1, Lang::En), "-1");
        assert_eq!(
            Msg::OutOfRange {
                min: 1,
                max: 10_000
            }
            .render(Lang::Fr),
            "Entre 1 et 10\u{202f}000"
        );
    }

    #[test]
    fn weights_read_as_people_write_them() {
        assert_eq!(kg(30_000_000, Lang::Fr), "30\u{202f}000\u{a0}kg");
        assert_eq!(kg(12_500, Lang::Fr), "12,5\u{a0}kg");
        assert_eq!(kg(12_500, Lang::En), "12.5\u{a0}kg");
        assert_eq!(kg(1, Lang::En), "0.001\u{a0}kg");
    }

    #[test]
    fn messages_differ_by_language() {
        let m = Msg::TooLong { max: 200 };
        assert_eq!(m.render(Lang::Fr), "200 caractères au maximum");
        assert_eq!(m.render(Lang::En), "At most 200 characters");
    }
}
