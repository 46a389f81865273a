/** A file to e-mail to a user (the download email dialog). */
export interface MailFileJob {
  /** download_email_requests.id, so a provider can report back per request. */
  requestId: number;
  to: string;
  subject: string;
  /** Public link of the file to attach or link to. */
  fileUrl: string;
  fileTitle: string;
}

/** Hands mail jobs to a delivery service. send() rejects when the job was not accepted. */
export interface MailProvider {
  readonly name: string;
  send(job: MailFileJob): Promise<void>;
}
