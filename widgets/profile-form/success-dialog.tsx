import { useRef } from 'react';
import type { ProfileFormProps } from '../../contract/generated/widgets/profile-form.props';
import { useModal } from '../../src/ui/modal';

/** Registration success (docs/product-rules.md#screens-and-routes): invites adding the assistant through a QR image. */
export function SuccessDialog({ success, onClose }: { success: ProfileFormProps['success']; onClose(): void }) {
  const title = success?.title ?? '注册成功';
  const panel = useRef<HTMLDivElement>(null);
  useModal(panel, true, { onClose });
  return (
    <div className="w-profile-form__mask">
      <div ref={panel} className="w-profile-form__dialog" role="dialog" aria-modal="true" aria-label={title}>
        <h3 className="w-profile-form__dialog-title">{title}</h3>
        <p className="w-profile-form__dialog-text">{success?.text ?? '添加博医荟小助手，获取更多学习资料与会议信息'}</p>
        {success?.qrImage && <img className="w-profile-form__qr" src={success.qrImage} alt="博医荟小助手二维码" />}
        <button type="button" className="w-profile-form__submit" onClick={onClose}>
          {success?.buttonText ?? '我知道了'}
        </button>
      </div>
    </div>
  );
}
