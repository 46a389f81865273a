// The one part of /ops/api outside the ops catalogue: resumable video uploads by the tus protocol
// (server/src/modules/ops-media/video-upload.routes.ts). Its contract is tus 1.0.0's headers, written here
// so the OpenAPI document still lists every /ops/api route.
import type { JsonSchema } from '../../server/src/schemas/schema-store';
import { OPS_TUS_PREFIX } from '../../server/src/modules/ops/ops-route';
import { OPS_SESSION_SCHEME } from './ops-operations';

export const TUS_TAG = 'ops-media-uploads';

const header = (name: string, description: string, schema: JsonSchema = { type: 'string' }, required = true): JsonSchema => ({
  name,
  in: 'header',
  required,
  description,
  schema,
});

const TUS_RESUMABLE = header('Tus-Resumable', 'The tus protocol version.', { const: '1.0.0' });
const UPLOAD_ID = {
  name: 'uploadId',
  in: 'path',
  required: true,
  description: 'The upload, as the Location of its creation names it.',
  schema: { type: 'string' },
};
const REFUSED = { '4XX': { $ref: '#/components/responses/ClientError' }, '5XX': { $ref: '#/components/responses/ServerError' } };

/** Paths and operations of the tus endpoint; `assetRef` points at the OpsMediaAsset component. */
export function tusPaths(assetRef: string): Record<string, Record<string, JsonSchema>> {
  const common = { tags: [TUS_TAG], security: [{ [OPS_SESSION_SCHEME]: [] }], 'x-ops-access': 'operator', 'x-protocol': 'tus 1.0.0' };
  return {
    [OPS_TUS_PREFIX]: {
      post: {
        ...common,
        operationId: 'createOpsVideoUpload',
        summary: '开始上传视频（tus）',
        description:
          'Creates a resumable video upload. Refused before any byte is sent (the Chinese reason in the envelope): a name that is not .mp4/.mov/.m4v/.webm or carries a path, 0 bytes, over MEDIA_VIDEO_MAX_MB (413), too many uploads (429), not enough disk (507).',
        parameters: [
          TUS_RESUMABLE,
          header('Upload-Length', 'The whole file’s size in bytes.', { type: 'string', pattern: '^\\d{1,16}$' }),
          header('Upload-Metadata', 'tus metadata: `filename <base64 of the file’s name>` (and filetype).'),
        ],
        responses: { '201': { description: 'Created; Location names the upload.', headers: { Location: { schema: { type: 'string' } } } }, ...REFUSED },
      },
    },
    [`${OPS_TUS_PREFIX}/{uploadId}`]: {
      head: {
        ...common,
        operationId: 'getOpsVideoUploadOffset',
        summary: '查询已上传的字节数（续传）',
        parameters: [UPLOAD_ID, TUS_RESUMABLE],
        responses: {
          '200': { description: 'Upload-Offset says how many bytes arrived.', headers: { 'Upload-Offset': { schema: { type: 'string' } } } },
          ...REFUSED,
        },
      },
      patch: {
        ...common,
        operationId: 'sendOpsVideoUploadPiece',
        summary: '上传一段视频',
        description:
          'One piece at Upload-Offset. The last piece’s answer is the new library video (排队中), or the refusal when the file is not a usable video (415), is damaged (415) or too long (413); a refused upload keeps nothing.',
        parameters: [UPLOAD_ID, TUS_RESUMABLE, header('Upload-Offset', 'Where this piece starts.', { type: 'string', pattern: '^\\d{1,16}$' })],
        requestBody: { required: true, content: { 'application/offset+octet-stream': { schema: { type: 'string', format: 'binary' } } } },
        responses: {
          '200': {
            description: 'The last piece: the library video, queued for transcoding.',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  required: ['code', 'message', 'data'],
                  properties: { code: { const: 0 }, message: { type: 'string' }, data: { $ref: assetRef } },
                },
              },
            },
          },
          '204': { description: 'A piece stored; Upload-Offset says how far.', headers: { 'Upload-Offset': { schema: { type: 'string' } } } },
          ...REFUSED,
        },
      },
      delete: {
        ...common,
        operationId: 'deleteOpsVideoUpload',
        summary: '取消上传',
        parameters: [UPLOAD_ID, TUS_RESUMABLE],
        responses: { '204': { description: 'The unfinished upload is deleted.' }, ...REFUSED },
      },
    },
  };
}
