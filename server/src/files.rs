//! Uploaded files: checked by their content (never their name), images re-encoded,
//! stored under `<data>/files/` with a random name.

use std::{io::Cursor, path::PathBuf};

use image::{ImageFormat, ImageReader, codecs::jpeg::JpegEncoder, imageops::FilterType};

/// Largest accepted upload.
pub const MAX_UPLOAD: usize = 10 * 1024 * 1024;
/// Images are scaled down to fit this square.
pub const MAX_SIDE: u32 = 1500;
const JPEG_QUALITY: u8 = 90;

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum UploadError {
    #[error("not an accepted image")]
    NotAnImage,
    #[error("the image cannot be read")]
    Unreadable,
}

/// A JPEG, PNG or WebP image, re-encoded as a JPEG of at most 1500×1500 pixels.
/// Re-encoding drops whatever else the file carried (metadata, scripts, trailing data).
pub fn prepare_image(bytes: &[u8]) -> Result<Vec<u8>, UploadError> {
    let format = image::guess_format(bytes).map_err(|_| UploadError::NotAnImage)?;
    if !matches!(
        format,
        ImageFormat::Jpeg | ImageFormat::Png | ImageFormat::WebP
    ) {
        return Err(UploadError::NotAnImage);
    }
    let mut reader = ImageReader::with_format(Cursor::new(bytes), format);
    let mut limits = image::Limits::default();
    // A small file can claim an enormous size: refuse to allocate more than 20k×20k.
    limits.max_image_width = Some(20_000);
    limits.max_image_height = Some(20_000);
    reader.limits(limits);
    let mut img = reader.decode().map_err(|_| UploadError::Unreadable)?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use image::{ImageBuffer, Rgb};

    fn png(width: u32, height: u32) -> Vec<u8> {
        let img = ImageBuffer::from_pixel(width, height, Rgb([200u8, 30, 30]));
        let mut out = Cursor::new(Vec::new());
        img.write_to(&mut out, ImageFormat::Png).unwrap();
        out.into_inner()
    }

    #[test]
    fn large_images_are_scaled_into_the_square_as_jpeg() {
        let out = prepare_image(&png(3000, 1200)).unwrap();
        assert_eq!(image::guess_format(&out).unwrap(), ImageFormat::Jpeg);
        let img = image::load_from_memory(&out).unwrap();
        assert_eq!((img.width(), img.height()), (1500, 600));
    }

    #[test]
    fn small_images_keep_their_size() {
        let img = image::load_from_memory(&prepare_image(&png(40, 30)).unwrap()).unwrap();
        assert_eq!((img.width(), img.height()), (40, 30));
    }

    #[test]
    fn other_content_is_refused_whatever_its_name() {
        assert_eq!(prepare_image(b"%PDF-1.7 ..."), Err(UploadError::NotAnImage));
        assert_eq!(
            prepare_image(b"<svg xmlns=...>"),
            Err(UploadError::NotAnImage)
        );
        let mut truncated = png(50, 50);
        truncated.truncate(60);
        assert_eq!(prepare_image(&truncated), Err(UploadError::Unreadable));
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
