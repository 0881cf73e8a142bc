/*
 * Reading one text chunk of a PNG file by its chunk headers alone: every chunk but tEXt is skipped with a
 * seek, so the image data is neither read nor inflated (the pixel digest sits after it).
 */
#include "pngsupport.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

static uint32_t tps_big_endian(const uint8_t *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
}

int tps_read_text_chunk(const char *path, const char *key, char *out, size_t capacity, int *found) {
    if (path == NULL || key == NULL || out == NULL || capacity == 0 || found == NULL) return TPS_MISUSE;
    out[0] = '\0';
    *found = 0;
    struct stat info;
    if (stat(path, &info) != 0) return errno == ENOENT || errno == ENOTDIR ? TPS_NOT_FOUND : TPS_OPEN_FAILED;
    if (!S_ISREG(info.st_mode)) return TPS_OPEN_FAILED;
    FILE *file = fopen(path, "rbe");
    if (file == NULL) return errno == ENOENT ? TPS_NOT_FOUND : TPS_OPEN_FAILED;
    static const uint8_t signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    uint8_t header[8];
    int status = TPS_NOT_PNG;
    if (fread(header, 1, 8, file) == 8 && memcmp(header, signature, 8) == 0) {
        size_t key_length = strlen(key);
        status = TPS_OK;
        while (fread(header, 1, 8, file) == 8) {
            uint32_t length = tps_big_endian(header);
            if (length > 0x7fffffffu) {
                status = TPS_CORRUPT;
                break;
            }
            if (memcmp(header + 4, "IEND", 4) == 0) break;
            if (memcmp(header + 4, "tEXt", 4) == 0 && length > key_length && length - key_length - 1 < capacity) {
                char *data = (char *)malloc(length);
                if (data == NULL) {
                    status = TPS_NO_MEMORY;
                    break;
                }
                int read = fread(data, 1, length, file) == length;
                int match = read && memcmp(data, key, key_length) == 0 && data[key_length] == '\0';
                if (match) {
                    size_t value_length = length - key_length - 1;
                    memcpy(out, data + key_length + 1, value_length);
                    out[value_length] = '\0';
                }
                free(data);
                if (!read) {
                    status = TPS_CORRUPT;
                    break;
                }
                if (match) {
                    *found = 1;
                    break;
                }
                if (fseek(file, 4, SEEK_CUR) != 0) break; /* the CRC */
                continue;
            }
            if (fseek(file, (long)length + 4, SEEK_CUR) != 0) break; /* the data and the CRC */
        }
    }
    fclose(file);
    return status;
}
