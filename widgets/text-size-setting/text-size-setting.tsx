import { useState } from 'react';
import { TEXT_SIZES, type TextSize } from '../../contract/boot/text-size';
import type { TextSizeSettingProps } from '../../contract/generated/widgets/text-size-setting.props';
import type { WidgetRenderProps } from '../../src/runtime/widget-api';
import { chooseTextSize, readTextSize } from '../../src/ui/text-size';
import '../../src/ui/setting-row.css';
import './text-size-setting.css';

export const TEXT_SIZE_TITLE = '字体大小';

/** 设置 → 字体大小: three sizes as one radio group; the choice applies at once and stays on this device. */
export function TextSizeSetting({ props, emit }: WidgetRenderProps<TextSizeSettingProps>) {
  const [size, setSize] = useState<TextSize>(readTextSize);
  const title = props.title || TEXT_SIZE_TITLE;
  const choose = (next: TextSize) => {
    if (next === size) return;
    chooseTextSize(next);
    setSize(next);
    void emit('change', { size: next });
  };
  return (
    <div className={`ui-setting-row w-text-size-setting${props.gapBefore ? ' ui-setting-row--gap' : ''}`}>
      <span className="ui-setting-row__title" id="text-size-setting-title">
        {title}
      </span>
      <div className="w-text-size-setting__options" role="radiogroup" aria-labelledby="text-size-setting-title">
        {TEXT_SIZES.map((option) => (
          <button
            key={option.value}
            type="button"
            role="radio"
            aria-checked={option.value === size}
            className={`w-text-size-setting__option${option.value === size ? ' is-active' : ''}`}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </button>
        ))}
      </div>
    </div>
  );
}
