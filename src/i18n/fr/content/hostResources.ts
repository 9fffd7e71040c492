/** Text of /host/resources: rendered by src/pages/static/StaticPage.tsx. */
import type { StaticPageContent } from './types';

export const hostResourcesContent: StaticPageContent = {
  title: 'Ressources pour les hôtes',
  description:
    "Repères de prix selon la ville, check-list d'un bon espace de travail, rappels juridiques et fiscaux au Maroc, assurance et sécurité pour les hôtes Maktabi.",
  intro: [
    'Quelques repères pour proposer un espace de travail attractif, au juste prix et en toute sérénité.',
    [
      'Pour publier votre première annonce, suivez le ',
      { to: '/host/guide', text: "guide de l'hôte" },
      '.',
    ],
  ],
  sections: [
    {
      id: 'fixer-vos-prix',
      heading: 'Fixer vos prix selon la ville',
      blocks: [
        {
          type: 'paragraph',
          text: 'Les prix dépendent surtout de la ville, du quartier, du standing et des services inclus. Les fourchettes ci-dessous sont de simples repères pour un espace meublé avec internet ; vérifiez toujours les annonces comparables de votre secteur.',
        },
        {
          type: 'table',
          caption: 'Fourchettes de prix indicatives, en MAD',
          columns: [
            'Type de ville',
            'Poste en open-space ou coworking, par jour',
            'Bureau individuel, par mois',
          ],
          rows: [
            {
              header: "Grands pôles d'affaires (Casablanca, Rabat)",
              cells: ['120 à 250 MAD', '2 500 à 6 000 MAD'],
            },
            {
              header: 'Villes touristiques et économiques (Marrakech, Tanger, Agadir)',
              cells: ['100 à 200 MAD', '2 000 à 4 500 MAD'],
            },
            {
              header: 'Villes moyennes (Fès, Meknès, Oujda, Kénitra, Tétouan…)',
              cells: ['70 à 150 MAD', '1 500 à 3 500 MAD'],
            },
          ],
        },
        {
          type: 'list',
          items: [
            "Une salle de réunion équipée (écran, tableau blanc) se loue généralement plus cher à la journée qu'un poste de travail.",
            'Le prix mensuel est souvent fixé autour de 15 à 20 fois le prix journalier, pour récompenser les locataires réguliers.',
            "Le prix s'applique à l'espace tel que décrit : indiquez dans la description combien de personnes il peut accueillir.",
            "Un quartier d'affaires, une vue dégagée ou un parking gratuit justifient un prix plus élevé ; ajustez vos tarifs si vous recevez peu de demandes.",
          ],
        },
      ],
    },
    {
      id: 'check-list',
      heading: "Check-list d'un bon espace de travail",
      blocks: [
        {
          type: 'list',
          items: [
            'Une connexion internet stable, dont vous avez testé le débit, et un code Wi-Fi facile à transmettre.',
            'Des sièges confortables, des bureaux à bonne hauteur et un bon éclairage, naturel si possible.',
            'Suffisamment de prises électriques à portée de chaque poste.',
            'Une température agréable en toute saison : climatisation ou chauffage en état de marche.',
            'Un espace propre, nettoyé entre deux réservations, et des sanitaires entretenus.',
            "De l'eau, et si possible du café ou du thé.",
            "Des consignes d'accès claires : horaires, badge ou clés, personne à contacter sur place.",
            'Pour une salle de réunion : une bonne isolation phonique, un écran ou un projecteur, un tableau blanc.',
            "Des photos et une description à jour, y compris pour l'accessibilité et le stationnement.",
          ],
        },
      ],
    },
    {
      id: 'rappels-juridiques-et-fiscaux',
      heading: 'Rappels juridiques et fiscaux au Maroc',
      blocks: [
        {
          type: 'note',
          title: 'À titre indicatif',
          text: 'Ces rappels sont généraux et ne constituent pas un conseil juridique ou fiscal. Les règles dépendent de votre situation (particulier, entreprise, propriétaire ou locataire) et peuvent évoluer : consultez un professionnel, comme un expert-comptable, un avocat ou un notaire.',
        },
        {
          type: 'list',
          items: [
            [
              { strong: 'Déclarez vos revenus locatifs.' },
              ' Les revenus tirés de la location de locaux sont en principe imposables au Maroc. Renseignez-vous auprès de la Direction générale des impôts (DGI) ou de votre comptable sur le régime applicable et vos obligations déclaratives.',
            ],
            [
              { strong: 'Vérifiez votre bail.' },
              " Si vous êtes vous-même locataire des locaux, assurez-vous que votre bail autorise la sous-location ou la mise à disposition à des tiers et, si nécessaire, obtenez l'accord écrit du propriétaire.",
            ],
            [
              { strong: "Contrôlez l'usage autorisé des locaux." },
              " Le règlement de copropriété et la destination des locaux doivent permettre un usage professionnel et l'accueil de personnes extérieures.",
            ],
            [
              { strong: 'Pensez aux taxes locales.' },
              " Selon votre situation, des taxes locales, comme la taxe professionnelle ou la taxe de services communaux, peuvent s'appliquer.",
            ],
            [
              { strong: 'Conservez vos justificatifs.' },
              ' Gardez une trace de chaque location : dates, montants perçus et reçus ou factures remis aux locataires.',
            ],
            [
              { strong: 'Ne confondez pas location et domiciliation.' },
              " Mettre un bureau à disposition ne permet pas, à lui seul, à une entreprise d'y fixer son siège : la domiciliation obéit à des règles spécifiques.",
            ],
          ],
        },
      ],
    },
    {
      id: 'assurance',
      heading: 'Assurance',
      blocks: [
        {
          type: 'list',
          items: [
            'Informez votre assureur que vous accueillez des locataires dans vos locaux et vérifiez que votre contrat le couvre.',
            'Souscrivez une responsabilité civile couvrant les dommages que pourraient subir vos locataires et leurs visiteurs.',
            "Une assurance multirisque pour les bureaux protège vos locaux et votre matériel contre l'incendie, les dégâts des eaux et le vol ; lisez attentivement les exclusions.",
            'Pour les locations au mois, vous pouvez demander au locataire une attestation de responsabilité civile professionnelle.',
            "Photographiez l'espace et tenez un inventaire du matériel avant chaque arrivée : en cas de dommage, ces éléments facilitent les échanges.",
          ],
        },
      ],
    },
    {
      id: 'securite',
      heading: 'Sécurité',
      blocks: [
        {
          type: 'list',
          items: [
            "Équipez l'espace d'extincteurs accessibles et vérifiés, et si possible de détecteurs de fumée.",
            'Gardez les issues de secours dégagées et signalées.',
            "Faites contrôler l'installation électrique et évitez les multiprises surchargées.",
            'Prévoyez une trousse de premiers secours.',
            "Affichez les consignes de sécurité et les numéros d'urgence : police 19, protection civile (pompiers) 15, gendarmerie royale 177.",
            "Proposez un réseau Wi-Fi dédié aux locataires et changez régulièrement les codes d'accès.",
            "Récupérez badges et clés à la fin de chaque location et ne laissez aucun document confidentiel dans l'espace.",
          ],
        },
        {
          type: 'paragraph',
          text: [
            "Un incident lors d'une location ? Signalez-le au ",
            { to: '/support', text: 'support Maktabi' },
            '.',
          ],
        },
      ],
    },
  ],
};
