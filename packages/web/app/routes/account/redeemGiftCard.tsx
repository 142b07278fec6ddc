/** /giftcard/redeem (spec 1 §1 "redeem gift cards"; spec 1 §2 account and member routes). */
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { GIFT_CARD_CREDIT_VALIDITY_MONTHS } from '@kerching/domain/wallet';
import type { KerchingLoadContext } from '../../load-context';
import { MyAccountPage } from '../../account/AccountLayout';
import { accountPageMeta } from '../../account/accountHead';
import { requireViewer } from '../../account/accountSession.server';
import { GiftCardView } from '../../wallet/GiftCardView';
import { redeemGiftCardForm } from '../../wallet/wallet.server';
import { WALLET_COPY } from '../../wallet/walletCopy';

export function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  requireViewer(request, context);
  return { siteKey: context.site.key, intro: WALLET_COPY.giftIntro(GIFT_CARD_CREDIT_VALIDITY_MONTHS) };
}

export const action = ({ request, context }: ActionFunctionArgs<KerchingLoadContext>) =>
  redeemGiftCardForm(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountPageMeta(data?.siteKey, { title: WALLET_COPY.giftHeading, description: WALLET_COPY.giftDescription });

export default function RedeemGiftCardPage() {
  const { intro } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <MyAccountPage heading={WALLET_COPY.giftHeading}>
      <GiftCardView intro={intro} answer={answer} />
    </MyAccountPage>
  );
}
