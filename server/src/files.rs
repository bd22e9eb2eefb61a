//! Uploaded files: checked by their content (never their name), images re-encoded,
//! stored under `<data>/files/` with a random name.

use std::{io::Cursor, path::PathBuf};

use image::{ImageFormat, ImageReader, codecs::jpeg::JpegEncoder, imageops::FilterType};

/// Largest accepted upload.
pub const MAX_UPLOAD: usize = 10 * 1024 * 1024;
/// Images are scaled down to fit this square.
pub const MAX_SIDE: u32 = 1500;
const JPEG_QUALITY: u8 = 90;

/// Images larger than this (in pixels, width × height) are refused before being decoded.
pub const MAX_PIXELS: u64 = 40_000_000;
/// Avatars and logos: shown small, never need more (and a client may send one).
pub const MAX_PICTURE_PIXELS: u64 = 16_000_000;
/// The most memory one decode may claim: an 8-bit RGBA image of the largest accepted size.
pub const MAX_DECODE_BYTES: u64 = MAX_PIXELS * 4;

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum UploadError {
    #[error("not an accepted image")]
    NotAnImage,
    #[error("the image cannot be read")]
    Unreadable,
    /// A small file can declare an enormous image: refused on its header alone.
    #[error("the image has too many pixels")]
    TooManyPixels,
}

/// A JPEG, PNG or WebP image, re-encoded as a JPEG of at most 1500×1500 pixels.
/// Re-encoding drops whatever else the file carried (metadata, scripts, trailing data).
/// The size is read from the header first, and refused above `max_pixels` (at most
/// [`MAX_PIXELS`]) before anything is decoded; the decoder then runs under a memory limit.
pub fn prepare_image(bytes: &[u8], max_pixels: u64) -> Result<Vec<u8>, UploadError> {
    let format = image::guess_format(bytes).map_err(|_| UploadError::NotAnImage)?;
    if !matches!(
        format,
        ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP
    ) {
        return Err(UploadError::NotAnImage);
    }
    let limits = || {
        let mut limits = image::Limits::default();
        limits.max_image_width = Some(20_000);
        limits.max_image_height = Some(20_000);
        limits.max_alloc = Some(MAX_DECODE_BYTES);
        limits
    };
    let mut header = ImageReader::with_format(Cursor::new(bytes), format);
    header.limits(limits());
    let (width, height) = header.into_dimensions().map_err(|e| match e {
        image::ImageError::Limits(_) => UploadError::TooManyPixels,
        _ => UploadError::Unreadable,
    })?;
    if u64::from(width) * u64::from(height) > max_pixels.min(MAX_PIXELS) {
        return Err(UploadError::TooManyPixels);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    reader.limits(limits());
    let mut img = reader.decode().map_err(|e| match e {
        image::ImageError::Limits(_) => UploadError::TooManyPixels,
        _ => UploadError::Unreadable,
    })?;
    if img.width() > MAX_SIDE || img.height() > MAX_SIDE {
        img = img.resize(MAX_SIDE, MAX_SIDE, FilterType::Lanczos3);
    }
    let rgb = img.to_rgb8();
    let mut out = Vec::new();
    JpegEncoder::new_with_quality(&mut out, JPEG_QUALITY)
        .encode_image(&rgb)
        .map_err(|_| UploadError::Unreadable)?;
    Ok(out)
}

/// The folder of uploaded files.
#[derive(Clone, Debug)]
pub struct FileStore {
    dir: PathBuf,
}

impl FileStore {
    pub fn new(dir: PathBuf) -> FileStore {
        FileStore { dir }
    }

    /// Writes the bytes under a new random name with the given extension, and answers the name.
    pub async fn save(&self, bytes: &[u8], extension: &str) -> std::io::Result<String> {
        let name = format!("{}.{extension}", crate::security::random_hex::<16>());
        // Written aside then renamed, so a reader never sees half a file.
        let partial = self.dir.join(format!(".{name}.part"));
        tokio::fs::write(&partial, bytes).await?;
        tokio::fs::rename(&partial, self.dir.join(&name)).await?;
        Ok(name)
    }

    pub async fn read(&self, name: &str) -> std::io::Result<Vec<u8>> {
        tokio::fs::read(self.dir.join(checked(name)?)).await
    }

    pub async fn remove(&self, name: &str) -> std::io::Result<()> {
        match tokio::fs::remove_file(self.dir.join(checked(name)?)).await {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    }
}

/// Where uploaded files live: in the data folder next to SQLite (one process owns both); in the
/// database on PostgreSQL, where several processes with folders of their own may serve one
/// database and must all serve every file. Their metadata is always in `files`.
#[derive(Clone, Debug)]
pub struct Files {
    db: crate::db::Db,
    folder: FileStore,
}

#[derive(Debug, thiserror::Error)]
pub enum FileError {
    #[error("file storage: {0}")]
    Io(#[from] std::io::Error),
    #[error("file storage: {0}")]
    Database(#[from] sqlx::Error),
}

impl Files {
    pub fn new(db: crate::db::Db, dir: PathBuf) -> Files {
        Files {
            db,
            folder: FileStore::new(dir),
        }
    }

    fn in_database(&self) -> bool {
        self.db.backend() == crate::db::Backend::Postgres
    }

    /// Keeps `bytes` under a new name and records it; answers the name.
    pub async fn store(
        &self,
        bytes: &[u8],
        extension: &str,
        content_type: &str,
        created_by: i64,
    ) -> Result<String, FileError> {
        if self.in_database() {
            let name = format!("{}.{extension}", crate::security::random_hex::<16>());
            crate::db::files::create_with_content(&self.db, &name, content_type, bytes, created_by)
                .await?;
            return Ok(name);
        }
        let name = self.folder.save(bytes, extension).await?;
        crate::db::files::create(
            &self.db,
            &name,
            content_type,
            bytes.len() as i64,
            created_by,
        )
        .await?;
        Ok(name)
    }

    /// The bytes of a stored file; None when nobody stored it (or its bytes are lost).
    pub async fn read(&self, name: &str) -> Result<Option<Vec<u8>>, FileError> {
        if self.in_database() {
            match crate::db::files::content(&self.db, name).await? {
                None => return Ok(None),
                Some(Some(bytes)) => return Ok(Some(bytes)),
                // Uploaded before the bytes went into the database: still in the folder.
                Some(None) => {}
            }
        }
        match self.folder.read(name).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e.into()),
        }
    }

    /// Forgets a file nobody refers to any more: its row, and its bytes wherever they are.
    pub async fn forget(&self, name: &str) -> Result<(), FileError> {
        self.folder.remove(name).await?;
        crate::db::files::delete(&self.db, name).await?;
        Ok(())
    }
}

/// Only names this store made (hex stem, short extension): nothing can climb out of the folder.
pub fn is_valid_name(name: &str) -> bool {
    match name.split_once('.') {
        Some((stem, ext)) => {
            stem.len() == 32
                && stem.chars().all(|c| c.is_ascii_hexdigit())
                && (1..=5).contains(&ext.len())
                && ext.chars().all(|c| c.is_ascii_alphanumeric())
        }
        None => false,
    }
}

fn checked(name: &str) -> std::io::Result<&str> {
    if is_valid_name(name) {
        Ok(name)
    } else {
        Err(std::io::Error::new(
            std::io::ErrorKind::InvalidInput,
            "not a stored file name",
        ))
    }
}

/// Crafted files for the unit and API tests of uploads.
#[doc(hidden)]
pub mod testing {
    fn crc32(bytes: &[u8]) -> u32 {
        let mut crc = !0u32;
        for &b in bytes {
            crc ^= u32::from(b);
            for _ in 0..8 {
                crc = if crc & 1 == 1 {
                    (crc >> 1) ^ 0xEDB8_8320
                } else {
                    crc >> 1
                };
            }
        }
        !crc
    }

    /// A PNG whose header declares `width` × `height` RGB pixels, with one tiny compressed row:
    /// the bomb of issue 10 (a small file claiming 13000×13000).
    pub fn png_declaring(width: u32, height: u32) -> Vec<u8> {
        fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
            out.extend_from_slice(&(data.len() as u32).to_be_bytes());
            out.extend_from_slice(kind);
            out.extend_from_slice(data);
            let crc = crc32(&out[out.len() - 4 - data.len()..]);
            out.extend_from_slice(&crc.to_be_bytes());
        }
        let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
        let mut ihdr = Vec::new();
        ihdr.extend_from_slice(&width.to_be_bytes());
        ihdr.extend_from_slice(&height.to_be_bytes());
        ihdr.extend_from_slice(&[8, 2, 0, 0, 0]); // 8-bit RGB
        chunk(&mut out, b"IHDR", &ihdr);
        // A zlib stream holding one stored block of a single filtered row start.
        chunk(
            &mut out,
            b"IDAT",
            &[
                0x78, 0x01, 0x01, 0x01, 0x00, 0xfe, 0xff, 0x00, 0x00, 0x01, 0x00, 0x01,
            ],
        );
        chunk(&mut out, b"IEND", &[]);
        out
    }
}

#[cfg(test)]
mod tests {
    use super::{testing::png_declaring, *};
    use image::{ImageBuffer, Rgb};

    fn png(width: u32, height: u32) -> Vec<u8> {
        let img = ImageBuffer::from_pixel(width, height, Rgb([200u8, 30, 30]));
        let mut out = Cursor::new(Vec::new());
        img.write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn large_images_are_scaled_into_the_square_as_jpeg() {
        let out = prepare_image(&png(3000, 1200), MAX_PIXELS).unwrap();
        assert_eq!(image::guess_format(&out).unwrap(), ImageFormat::Jpeg);
        let img = image::load_from_memory(&out).unwrap();
        assert_eq!((img.width(), img.height()), (1500, 600));
    }

    #[test]
    fn small_images_keep_their_size() {
        let img =
            image::load_from_memory(&prepare_image(&png(40, 30), MAX_PIXELS).unwrap()).unwrap();
        assert_eq!((img.width(), img.height()), (40, 30));
    }

    #[test]
    fn other_content_is_refused_whatever_its_name() {
        assert_eq!(
            prepare_image(b"%PDF-1.7 ...", MAX_PIXELS),
            Err(UploadError::NotAnImage)
        );
        assert_eq!(
            prepare_image(b"<svg xmlns=...>", MAX_PIXELS),
            Err(UploadError::NotAnImage)
        );
        let mut truncated = png(50, 50);
        truncated.truncate(60);
        assert_eq!(
            prepare_image(&truncated, MAX_PIXELS),
            Err(UploadError::Unreadable)
        );
    }

    #[test]
    fn images_declaring_too_many_pixels_are_refused_from_their_header() {
        // Refused as too many pixels, not as unreadable: the header alone decided.
        assert_eq!(
            prepare_image(&png_declaring(13_000, 13_000), MAX_PIXELS),
            Err(UploadError::TooManyPixels)
        );
        assert_eq!(
            prepare_image(&png_declaring(8_000, 5_001), MAX_PIXELS),
            Err(UploadError::TooManyPixels)
        );
        // At the limit the header passes, and the truncated data is what fails.
        assert_eq!(
            prepare_image(&png_declaring(8_000, 5_000), MAX_PIXELS),
            Err(UploadError::Unreadable)
        );
        // A picture (avatar, logo) stops at 16 megapixels, whatever it is asked.
        assert_eq!(
            prepare_image(&png_declaring(4_000, 4_001), MAX_PICTURE_PIXELS),
            Err(UploadError::TooManyPixels)
        );
        assert_eq!(
            prepare_image(&png_declaring(4_000, 4_000), MAX_PICTURE_PIXELS),
            Err(UploadError::Unreadable)
        );
        assert_eq!(
            prepare_image(&png_declaring(8_000, 5_001), u64::MAX),
            Err(UploadError::TooManyPixels)
        );
    }

    #[test]
    fn only_generated_names_are_accepted() {
        assert!(is_valid_name("0123456789abcdef0123456789abcdef.jpg"));
        assert!(!is_valid_name("../soute.db"));
        assert!(!is_valid_name(
            "0123456789abcdef0123456789abcdef.jpg/../../x"
        ));
        assert!(!is_valid_name("short.jpg"));
    }
}
