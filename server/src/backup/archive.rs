//! The archive itself, read and written synchronously (callers run it on a blocking thread):
//! a gzip-compressed tar whose first member is `manifest.json`, then `soute.db` (SQLite only),
//! then `files/<name>` for each uploaded file. The manifest names every other member with its
//! size and SHA-256; a reader checks each one as it streams by.

use std::{
    fs::File,
    io::{self, BufReader, BufWriter, Read, Write},
    path::Path,
};

use flate2::{Compression, read::GzDecoder, write::GzEncoder};
use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::BackupError;

pub const MANIFEST: &str = "manifest.json";
pub const DATABASE: &str = "soute.db";
pub const FILES: &str = "files/";
/// What this program writes in `format`; a later layout gets a higher number.
pub const FORMAT: u32 = 1;
/// A manifest is a few hundred bytes per file: this bounds what a crafted one can make us read.
const MANIFEST_MAX: u64 = 64 * 1024 * 1024;

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Manifest {
    pub format: u32,
    /// The Soute that took it.
    pub soute_version: String,
    /// `sqlite`, or `postgres` (then the database is not in the archive: its own tools copy it).
    pub engine: String,
    /// When it was taken (RFC 3339, UTC).
    pub created_at: String,
    /// The migrations applied to the database copied (empty on PostgreSQL).
    pub migrations: Vec<i64>,
    pub members: Vec<Member>,
}

#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct Member {
    /// `soute.db` or `files/<name>`.
    pub name: String,
    pub size: u64,
    /// Lower-case hex.
    pub sha256: String,
}

impl Manifest {
    pub fn database(&self) -> Option<&Member> {
        self.members.iter().find(|m| m.name == DATABASE)
    }

    pub fn files(&self) -> usize {
        self.members
            .iter()
            .filter(|m| m.name.starts_with(FILES))
            .count()
    }
}

/// A member's name as this program writes it: `soute.db` or `files/` and a stored file's name.
/// Anything else (a path climbing out, a link, a folder) is not ours and is refused.
pub fn is_member_name(name: &str) -> bool {
    name == DATABASE
        || name
            .strip_prefix(FILES)
            .is_some_and(crate::files::is_valid_name)
}

/// The size and SHA-256 of a file, read once.
pub fn digest(path: &Path) -> io::Result<(u64, String)> {
    let mut reader = BufReader::new(File::open(path)?);
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 64 * 1024];
    let mut size = 0u64;
    loop {
        let n = reader.read(&mut buf)?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
        size += n as u64;
    }
    Ok((size, hex(&hasher.finalize())))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// Writes the archive at `to`: the manifest, then each member read from its source path. A
/// source that no longer has the size and checksum it had when the manifest was made fails the
/// write (the caller made the manifest from these very files a moment before).
pub fn write(to: &Path, manifest: &Manifest, sources: &[(&Member, &Path)]) -> io::Result<()> {
    let file = File::create(to)?;
    let gz = GzEncoder::new(BufWriter::new(file), Compression::default());
    let mut tar = tar::Builder::new(gz);
    tar.mode(tar::HeaderMode::Deterministic);
    let manifest_bytes = serde_json::to_vec_pretty(manifest).map_err(io::Error::other)?;
    append(
        &mut tar,
        MANIFEST,
        manifest_bytes.len() as u64,
        &manifest_bytes[..],
    )?;
    for (member, path) in sources {
        let mut hashing = Hashing::new(File::open(path)?);
        append(&mut tar, &member.name, member.size, &mut hashing)?;
        if hashing.read != member.size || hashing.hex() != member.sha256 {
            return Err(io::Error::other(format!(
                "{} changed while it was archived",
                member.name
            )));
        }
    }
    let gz = tar.into_inner()?;
    let file = gz.finish()?.into_inner().map_err(|e| e.into_error())?;
    file.sync_all()
}

fn append<W: Write>(
    tar: &mut tar::Builder<W>,
    name: &str,
    size: u64,
    data: impl Read,
) -> io::Result<()> {
    let mut header = tar::Header::new_gnu();
    header.set_size(size);
    header.set_mode(0o600);
    header.set_entry_type(tar::EntryType::Regular);
    tar.append_data(&mut header, name, data.take(size))
}

/// Reads the archive at `path`, checking every member against the manifest as it streams by;
/// `keep` receives each member's name and content (it must read all of it) and may write it
/// somewhere. Answers the manifest when every member was present and matched.
pub fn read(
    path: &Path,
    mut keep: impl FnMut(&Member, &mut dyn Read) -> io::Result<()>,
) -> Result<Manifest, BackupError> {
    let file = File::open(path).map_err(BackupError::Io)?;
    let mut tar = tar::Archive::new(GzDecoder::new(BufReader::new(file)));
    let damaged = |member: &str, why: String| BackupError::Damaged {
        member: member.to_string(),
        why,
    };
    let mut entries = tar
        .entries()
        .map_err(|e| damaged(MANIFEST, e.to_string()))?;
    let manifest: Manifest = {
        let mut entry = match entries.next() {
            Some(Ok(entry)) => entry,
            Some(Err(e)) => return Err(damaged(MANIFEST, e.to_string())),
            None => return Err(damaged(MANIFEST, "archive vide".into())),
        };
        if entry_name(&entry).as_deref() != Some(MANIFEST) {
            return Err(damaged(MANIFEST, "absent en tête de l'archive".into()));
        }
        let mut bytes = Vec::new();
        (&mut entry)
            .take(MANIFEST_MAX)
            .read_to_end(&mut bytes)
            .map_err(|e| damaged(MANIFEST, e.to_string()))?;
        serde_json::from_slice(&bytes).map_err(|e| damaged(MANIFEST, e.to_string()))?
    };
    if manifest.format != FORMAT {
        return Err(damaged(
            MANIFEST,
            format!(
                "format {} inconnu (ce programme lit le format {FORMAT})",
                manifest.format
            ),
        ));
    }
    if let Some(bad) = manifest.members.iter().find(|m| !is_member_name(&m.name)) {
        return Err(damaged(&bad.name, "nom de membre refusé".into()));
    }
    let mut seen = vec![false; manifest.members.len()];
    // The member being read when the stream breaks is the one named: a truncated archive
    // names the first member it lost.
    let mut next = 0usize;
    for entry in entries {
        let expected = manifest.members.get(next).map_or("(fin)", |m| &m.name);
        let mut entry = entry.map_err(|e| damaged(expected, e.to_string()))?;
        let name = entry_name(&entry).unwrap_or_default();
        let Some(index) = manifest.members.iter().position(|m| m.name == name) else {
            return Err(damaged(&name, "absent du manifeste".into()));
        };
        if seen[index] {
            return Err(damaged(&name, "présent deux fois".into()));
        }
        if entry.header().entry_type() != tar::EntryType::Regular {
            return Err(damaged(&name, "n'est pas un fichier".into()));
        }
        let member = &manifest.members[index];
        let mut hashing = Hashing::new(&mut entry);
        keep(member, &mut hashing).map_err(|e| damaged(&name, e.to_string()))?;
        // Whatever `keep` left unread still counts.
        io::copy(&mut hashing, &mut io::sink()).map_err(|e| damaged(&name, e.to_string()))?;
        if hashing.read != member.size {
            return Err(damaged(
                &name,
                format!("{} octets au lieu de {}", hashing.read, member.size),
            ));
        }
        if hashing.hex() != member.sha256 {
            return Err(damaged(&name, "somme de contrôle différente".into()));
        }
        seen[index] = true;
        next = index + 1;
    }
    if let Some(missing) = seen.iter().position(|s| !s) {
        return Err(damaged(
            &manifest.members[missing].name,
            "absent de l'archive (tronquée ?)".into(),
        ));
    }
    Ok(manifest)
}

fn entry_name<R: Read>(entry: &tar::Entry<'_, R>) -> Option<String> {
    entry
        .path()
        .ok()
        .and_then(|p| p.to_str().map(str::to_string))
}

/// Counts and hashes what is read through it.
struct Hashing<R> {
    inner: R,
    hasher: Sha256,
    read: u64,
}

impl<R> Hashing<R> {
    fn new(inner: R) -> Hashing<R> {
        Hashing {
            inner,
            hasher: Sha256::new(),
            read: 0,
        }
    }

    fn hex(&self) -> String {
        hex(&self.hasher.clone().finalize())
    }
}

impl<R: Read> Read for Hashing<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        let n = self.inner.read(buf)?;
        self.hasher.update(&buf[..n]);
        self.read += n as u64;
        Ok(n)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn member_of(dir: &Path, name: &str, content: &[u8]) -> (Member, std::path::PathBuf) {
        let path = dir.join(name.replace('/', "_"));
        std::fs::write(&path, content).unwrap();
        let (size, sha256) = digest(&path).unwrap();
        (
            Member {
                name: name.into(),
                size,
                sha256,
            },
            path,
        )
    }

    fn manifest(members: Vec<Member>) -> Manifest {
        Manifest {
            format: FORMAT,
            soute_version: "0.0.0".into(),
            engine: "sqlite".into(),
            created_at: "2026-11-27T10:00:00.000000Z".into(),
            migrations: vec![1, 2],
            members,
        }
    }

    fn scratch(tag: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "soute-archive-{tag}-{}",
            crate::security::random_hex::<6>()
        ));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    const FILE: &str = "files/0123456789abcdef0123456789abcdef.jpg";

    fn written(dir: &Path) -> (std::path::PathBuf, Manifest) {
        let (db, db_path) = member_of(dir, DATABASE, &vec![7u8; 100_000]);
        let (file, file_path) = member_of(dir, FILE, b"a picture");
        let manifest = manifest(vec![db.clone(), file.clone()]);
        let archive = dir.join("a.tar.gz");
        write(
            &archive,
            &manifest,
            &[(&db, db_path.as_path()), (&file, file_path.as_path())],
        )
        .unwrap();
        (archive, manifest)
    }

    #[test]
    fn an_archive_reads_back_with_its_manifest_and_members() {
        let dir = scratch("round");
        let (archive, manifest) = written(&dir);
        let mut names = Vec::new();
        let read = read(&archive, |m, content| {
            let mut bytes = Vec::new();
            content.read_to_end(&mut bytes)?;
            names.push((m.name.clone(), bytes.len()));
            Ok(())
        })
        .unwrap();
        assert_eq!(read, manifest);
        assert_eq!(
            names,
            vec![(DATABASE.to_string(), 100_000), (FILE.to_string(), 9)]
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_truncated_archive_names_the_member_it_lost() {
        let dir = scratch("cut");
        let (archive, _) = written(&dir);
        let bytes = std::fs::read(&archive).unwrap();
        std::fs::write(&archive, &bytes[..bytes.len() - 40]).unwrap();
        let err = read(&archive, |_, _| Ok(())).unwrap_err();
        assert!(
            matches!(&err, BackupError::Damaged { member, .. } if member == FILE || member == DATABASE),
            "{err:?}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn a_member_changed_after_the_manifest_is_named() {
        let dir = scratch("altered");
        let (db, db_path) = member_of(&dir, DATABASE, b"the database");
        let (file, file_path) = member_of(&dir, FILE, b"a picture");
        // The manifest says another content for the file than the archive holds.
        let mut lying = file.clone();
        lying.sha256 = "0".repeat(64);
        let archive = dir.join("a.tar.gz");
        let manifest = manifest(vec![db.clone(), lying]);
        // Written through the lower-level path so the archive itself is well formed.
        let file_out = File::create(&archive).unwrap();
        let mut tar = tar::Builder::new(GzEncoder::new(file_out, Compression::fast()));
        let json = serde_json::to_vec(&manifest).unwrap();
        append(&mut tar, MANIFEST, json.len() as u64, &json[..]).unwrap();
        append(&mut tar, DATABASE, db.size, File::open(&db_path).unwrap()).unwrap();
        append(&mut tar, FILE, file.size, File::open(&file_path).unwrap()).unwrap();
        tar.into_inner().unwrap().finish().unwrap();
        let err = read(&archive, |_, _| Ok(())).unwrap_err();
        assert!(
            matches!(&err, BackupError::Damaged { member, why } if member == FILE && why.contains("somme")),
            "{err:?}"
        );
        std::fs::remove_dir_all(dir).unwrap();
    }

    #[test]
    fn only_our_member_names_are_accepted() {
        assert!(is_member_name(DATABASE));
        assert!(is_member_name(FILE));
        assert!(!is_member_name("files/../soute.db"));
        assert!(!is_member_name("/etc/passwd"));
        assert!(!is_member_name("files/"));
        assert!(!is_member_name("manifest.json"));
    }
}
