/** A multipart/form-data body built by hand, as any HTTP client would send it. */
export interface FormPart {
  name: string;
  value: string | Buffer;
  /** Sent as a file part (with a filename) when set. */
  filename?: string;
  contentType?: string;
}

export function multipartBody(parts: FormPart[], boundary = '----recruit-test-boundary-7MA4YWxk'): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    if (part.filename !== undefined) head += `; filename="${part.filename}"\r\nContent-Type: ${part.contentType ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`${head}\r\n\r\n`), Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
