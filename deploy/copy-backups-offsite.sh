#!/usr/bin/env bash
# Copies the backup archives to another machine, so that a dead disk or a stolen server does not
# take them with the data. Run by cron (README, « Backups »), as the soute user:
#   15 * * * * /opt/soute/copy-backups-offsite.sh backup@offsite.example:/srv/soute
# Needs rsync and an SSH key of the soute user accepted by the other machine. Archives already
# there are not sent again; archives pruned here stay there until pruned there.
set -euo pipefail
destination=${1:?usage: copy-backups-offsite.sh user@host:/folder}
source=${SOUTE_BACKUP_DIR:-/var/lib/soute/backups}
# Only finished archives: the ones being written are hidden names ending in .partial or .work.
rsync --archive --ignore-existing --include='soute-*.tar.gz' --exclude='*' "$source/" "$destination/"
