// How much the API reads of a request body other than a file upload (Fastify's bodyLimit); the
// web's proxy holds the browser's calls to the same, so the API never refuses one mid-upload.
export const API_BODY_MAX_BYTES = 1024 * 1024;
