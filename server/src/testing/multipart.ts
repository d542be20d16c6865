import crypto from 'node:crypto';

export interface UploadFile {
  name: string;
  type: string;
  data: Buffer;
}

/** A multipart/form-data body with the given files in one field (`files` by default), for `app.inject`. */
export function multipartBody(files: UploadFile[], field = 'files') {
  const boundary = `----storyloom${crypto.randomBytes(8).toString('hex')}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
