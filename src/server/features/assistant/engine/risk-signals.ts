import type { EmergencyKind } from './types';

/**
 * Danger read from SIGNALS rather than textbook words (docs/decisions/016): people rarely write
 * "suicidaire"; they write that the boxes of medicines are kept, that it will be over after the
 * birthday, that everyone would be better off. One signal alone is often ordinary; two kinds of
 * signal together (means and a time, a burden and a farewell…) are a risk to act on today.
 *
 * Runs on normalised text (lower case, no accents, elisions opened: "j'ai" → "je ai"). Every
 * pattern is a bounded alternation, with gaps of at most a few words: linear-time.
 */

/** Up to n words between two parts of a signal. */
// The optional space lets a gap follow a word directly: `garage${gap(10)}moteur`.
const gap = (n: number) => ` ?(?:\\S+ ){0,${n}}`;
const GAP = gap(4);
const re = (source: string) => new RegExp(`\\b(?:${source})`, 'g');

/** The kinds of suicide-risk signal; two different kinds make a risk. */
const suicideSignals = {
  means: re(
    [
      `(?:garde\\w*|stocke\\w*|cache\\w*|mis de cote|accumule\\w*|achete\\w*) (?:toute?s? )?(?:les |ses |mes |des |une |un )?(?:boites?|plaquettes?|somniferes?|reserves? de medicaments|corde)`,
      'pleine boite|boites? pleines?|poutres? du garage',
      'tout ce que? il (?:me )?faut',
      'ce que? il faut (?:dans|a la|chez|pour)',
      `(?:fusil|carabine|pistolet|revolver|cartouches|corde)`,
      `(?:quelle|la) hauteur ${GAP}(?:balcon|fenetre|pont|terrasse|etage|toit)`,
      `(?:ses|mes|nos) medicaments et les (?:miens|siens|leurs)`,
      'arme de service|mort aux rats|raticide|pesticide|insecticide|desherbant',
      `(?:cache|garde|met) ${GAP}(?:medicaments|comprimes|cachets|pilules) (?:de cote|sous (?:son|le) matelas|dans (?:son|sa) (?:tiroir|sac|table de nuit))`,
      // Medicines hoarded or at hand, a weapon, a height, a car in a closed garage, a blade.
      `(?:met|mis|mettait|garde|gardait|cache|cachait|accumule|ramene|rapporte|recupere|stocke|economise)\\w* ${GAP}(?:medicaments|comprimes|cachets|pilules|somniferes|boites de)`,
      `(?:medicaments|comprimes|cachets|pilules|somniferes) (?:que |qui )?${GAP}(?:ramene|garde|cache|accumule|mis de cote|stocke|rapporte)\\w*`,
      `pleine?s? de (?:comprimes|cachets|pilules|medicaments|somniferes)|(?:boites?|plaquettes?|flacons?) de (?:somniferes|paracetamol|morphine|temesta|insuline)`,
      `toute?s? (?:ses|mes|les|leurs) (?:pilules|comprimes|medicaments|cachets|boites)`,
      'munitions|arme de armee|fusil de armee|lames? de rasoir|rasoir',
      `pont (?:de|du|des) [a-z]+|viaduc|falaise|voies? (?:ferree|de chemin de fer)|sous un train|assez haut|du huitieme|dernier etage|monte\\w* sur le toit|du toit`,
      `moteur ${GAP}tourn\\w*|gaz de echappement|lacher le volant|contre (?:un|le) (?:pilier|mur|arbre)`,
      `javel|produit (?:pour les vitres|menager|de entretien|de lave vaisselle|vaisselle)`,
      `(?:ses|mes|nos) (?:medicaments|comprimes|cachets|pilules) et les (?:miens|siens|leurs)|assez pour (?:nous deux|les deux|en finir)`,
      `(?:couteau|lame|corde|medicaments|comprimes|cachets|pilules|somniferes) ${GAP}(?:sous (?:son|le|mon) matelas|au fond de (?:son|sa|mon|ma) (?:armoire|tiroir|sac))`,
      `(?:arrete|stoppe|jete|jetait|refuse)\\w* (?:expres |volontairement )?(?:son|sa|ses|mes|mon) (?:insuline|traitement|dialyse|comprimes pour le coeur)${gap(6)}(?:expres|volontairement|pour que|aille plus vite)`,
      `(?:arrete|stoppe|jete)\\w* (?:expres|volontairement) (?:son|sa|ses|mes|mon) (?:insuline|traitement|dialyse|medicaments|comprimes)`,
      'revolver|fusil de assaut|armoire (?:a|des) (?:medicaments|stupefiants)|cle de le armoire',
      `boites ${gap(3)}vides|(?:comprimes|cachets|pilules) (?:ne )?sont plus dedans`,
      // Asked or searched: "combien de paracétamol…", "combien d'étages il faut".
      `combien de (?:paracetamol|doliprane|dafalgan|comprimes|cachets|pilules|medicaments|somniferes|etages)`,
      `(?:comprimes|cachets|pilules|somniferes|medicaments)${gap(8)}(?:sous (?:son|le|mon) matelas|enveloppe\\w* dans)`,
      `(?:suffirait|suffit|suffira) de tout (?:prendre|avaler)|tout avaler (?:ensemble|en une fois)`,
      `horaires des trains|trains de marchandises|porte du toit`,
      `(?:remplie?s?|pleine?s?) de (?:comprimes|cachets|pilules|medicaments|somniferes|antalgiques)|(?:ma|sa) reserve${gap(6)}(?:comprimes|cachets|pilules|quand)`,
      `(?:antalgiques|anxiolytiques|calmants|opiaces|morphine)${gap(3)}(?:caches?|cachees?|planques?|stockes?|garde)|tuyau|voiture dans le garage`,
      `(?:garde|gardait|stocke|cache)\\w* ${GAP}(?:stylos? de insuline|insuline)|repere\\w* ${gap(3)}endroit|pas de barriere|sans barriere`,
      `(?:riviere|lac|rhone|quai|falaise)${gap(12)}(?:reste\\w*|restee)${gap(4)}(?:au bord|longtemps|la nuit)|au bord (?:de la riviere|du lac|du rhone|de le eau)${gap(6)}(?:longtemps|la nuit)`,
      `pont sur|regarde\\w* en bas|terrasse du \\d|(?:au|du) \\d{1,2}e (?:etage)?${gap(6)}(?:personne|seul)`,
    ].join('|'),
  ),
  time: re(
    [
      'ce soir (?:ce sera|ce est|c est) (?:la )?(?:derniere|fini)',
      'derniere fois que (?:vous|tu|on)',
      'apres (?:le |la |son |sa |mon |ma )?(?:anniversaire|noel|fetes|paques)|a noel (?:je|il|elle) (?:ne )?(?:serai|sera)',
      `demain ${GAP}(?:je|il|elle) (?:saute|sauterai|me jette|se jette)`,
      `(?:demain|ce soir|cette nuit) quand ${GAP}(?:parti|partis|dormira|couche)`,
      'je me suis organise|tout (?:est )?(?:prevu|organise|regle)',
      `(?:ce week end|samedi|dimanche|lundi) ${GAP}(?:ce sera fini|je ne serai plus|il ne sera plus|elle ne sera plus|je partirai)`,
      `quand (?:je serai|il sera|elle sera) seule? ${GAP}(?:je le ferai|il le fera|elle le fera|ce sera le moment)`,
      `(?:refait|change|modifie|redige) (?:son|mon) testament`,
      // A day or a date next to an ending: "dimanche j'aurai fini", "mercredi ce sera réglé".
      `(?:ce soir|cette nuit|apres demain|demain|ce week end|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi|le \\d{1,2}|avant noel|a noel|cette semaine|(?:son|mon|notre) anniversaire)${gap(8)}(?:fini|finie|regle|reglee|termine|la fin|plus la|plus besoin|tranquilles?|derniere?|le ferai|le fera|sauter|saute)\\b`,
      `(?:fini|regle|la fin|plus besoin|tranquilles?)${gap(6)}(?:ce soir|cette nuit|demain|ce week end|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi|avant noel)`,
      'plus que \\d{1,2} jours|ma derniere semaine|mon dernier (?:jour|noel)|sa derniere semaine|avant noel',
      `(?:vais|va|allait) le faire ${gap(2)}(?:ce soir|cette nuit|demain|ce week end|samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi)`,
      '(?:ce jour|le jour) (?:serait|sera|viendra|arrivera) bientot|pour le jour ou',
      'mes derniers jours|pour quand (?:je|il|elle) (?:deciderai|decidera|serai prete?|sera prete?|aurai decide|aura decide)',
      'le jour ou (?:elle|il) ne (?:saura|reconnaitra|me reconnaitra) plus',
      '(?:je|il|elle) pense a (?:samedi|dimanche|lundi|mardi|mercredi|jeudi|vendredi|ce week end)|si ca se fait|quand ca se fera',
      '(?:ne )?(?:sera|serait) plus (?:utile|necessaire)|puisque (?:ce|ca) ne sera plus',
      `choisi la date|fixe la date|choisi le jour|dernier jour|dans (?:\\d{1,2}|deux|trois|quatre|cinq|six|sept|huit|neuf|dix) jours${gap(6)}(?:fini|plus la|date|logique)`,
    ].join('|'),
  ),
  burden: re(
    [
      'mieux sans (?:moi|lui|elle)',
      '(?:un|une) (?:poids|fardeau|charge) pour',
      'je suis (?:un|une) (?:poids|fardeau|charge)',
      '(?:ne )?(?:sers?|sert) (?:plus )?a rien',
      'plus (?:aucune )?raison de',
      'plus simple pour tout le monde|je (?:ne )?tiens plus',
      'je suis au bout|suis a bout|assez vecu|personne (?:ne )?(?:se? en rendra compte|remarquera)',
      'a quoi bon|(?:ne )?vaut plus la peine|(?:je|il|elle) (?:ne )?(?:veux|veut) (?:juste )?que (?:ca|tout) se? arrete',
      '(?:je|il|elle) (?:ne )?(?:vois|voit) plus (?:d issue|de issue|de sortie|comment continuer)',
      'fardeau|un poids pour|(?:me sens|se sent|suis|est|sommes) de trop|coute\\w* trop (?:cher|a)|serez tranquilles?|seriez tranquilles?|seront tranquilles?',
      'plus besoin de (?:moi|lui|elle)|ne y aura plus besoin|je gache (?:la|votre|ta) vie|gacher (?:la|votre|leur) vie|plus envie de vivre|inutile a tout',
      '(?:ete|etre|suis|etais|sens|sent|serai|serais) un poids|(?:mieux|plus tranquilles?|plus heureu\\w*) sans (?:moi|lui|elle|nous)',
      '(?:on|vous|ils|elles|tout le monde) (?:serait|seraient|serions|seriez) (?:enfin |plus )?(?:tranquilles?|libres?|soulage\\w*)|un bug dans|une erreur dans (?:la|cette) famille',
      `(?:sera|serait|seront|seraient) mieux${gap(6)}(?:que avec|sans) (?:moi|un vieux|une vieille|nous)|(?:je|il|elle) (?:en )?(?:ai|a) plus besoin`,
      '(?:embete|embeter|ennuie|ennuyer|gene|gener)\\w* plus personne|(?:un|une) (?:patient|patiente|resident|residente|bouche) de moins|fatiguee? de tout',
      '(?:ne )?(?:derangerai\\w*|derangera\\w*|deranger) plus personne|ich mag (?:numme|nimmer|nummi|nid meh)|ne veux plus etre (?:un poids|une charge)',
    ].join('|'),
  ),
  leave: re(
    [
      `(?:rejoindre|retrouver) (?:mon|ma|son|sa|notre) (?:mari|femme|epoux|epouse|fils|fille|maman|papa)`,
      `(?:irai|ira|vais|va|veux|veut) (?:le |la )?(?:rejoindre|retrouver) [a-z]+`,
      'partir (?:le|la) (?:rejoindre|retrouver)|dormir pour de bon|partir (?:tous )?(?:les )?(?:deux )?ensemble|partirai\\w* ensemble|partirions ensemble|partirait ensemble',
      '(?:je|il|elle) (?:ne )?(?:serai|sera) plus la',
      'plus la pour (?:longtemps|personne)',
      'partir pour de bon|(?:ne )?plus etre la|disparaitre pour de bon|ne plus me reveiller|ne plus se reveiller',
      `(?:rejoindre|rejoint|retrouver) ${GAP}(?:au ciel|la haut|defunt\\w*)|au ciel|\\b(?:me|nous) attend\\b|partir avec (?:maman|papa|lui|elle|mon mari|ma femme)`,
      'partir (?:rejoindre|retrouver) |(?:rejoindre|retrouver) (?:maman|papa) (?:au|la|dimanche|lundi|mardi|mercredi|jeudi|vendredi|samedi|bientot|quand)|ne (?:pas|plus) (?:me |se )?reveiller',
      'hate de (?:la |le )?(?:rejoindre|retrouver)|(?:rejoindre|retrouver) nom masque|(?:irait|irais) (?:la |le )?(?:retrouver|rejoindre)|la haut (?:il |elle |je )?(?:en )?(?:aurait|aurai|aura) plus',
      '(?:aller|partir) tous les deux|partir les deux|partir a deux|dormir (?:pour )?toujours|dormir pour de bon',
      'si je serai (?:encore|toujours) la|(?:aller|va|vais|veut|veux) (?:le|la) rejoindre|(?:parte|partes|partions|partent|partir) ensemble',
      `(?:irait|ira|irai|aller|va|vais) (?:voir|retrouver|rejoindre) (?:maman|papa|sa mere|son pere|sa femme|son mari|mon mari|ma femme)`,
    ].join('|'),
  ),
  farewell: re(
    [
      'merci pour tout',
      `(?:ecrit|laisse|donne) ${GAP}(?:une |des )?lettres? (?:pour|a) (?:chacun|mes|ses|tous)`,
      `(?:donne|distribue|offert) ${GAP}(?:affaires|outils|bijoux|objets|console|veste|collection|montre)`,
      'adieu (?:tout le monde|a tous)',
      'vide (?:son|sa|mon|ma) (?:casier|chambre|armoire)',
      'dit (?:adieu|au revoir a tout le monde)',
      'range (?:toute )?la maison',
      'fait ses adieux|fais mes adieux|(?:confie|donne) (?:son|mon) (?:chat|chien)',
      `(?:donne|distribue|offert|rendu|legue|cede|fait cadeau de) ${GAP}(?:affaires|montre|chien|chat|console|bijoux|cles|veste|collection|outils|sweat|ecouteurs|habits|velo|alliance|livres|disques)`,
      `paye\\w* ${GAP}factures ${GAP}(?:avance|jour)|(?:range|trie|mis en ordre)\\w* (?:ses|mes|tous ses|tous mes) papiers`,
      `lettres? ${GAP}(?:pour apres|a ses|a mes|pour ses|pour mes)|pour apres|adieu|pardon pour tout|prends soin de (?:maman|papa|toi|lui|elle)|je vous aime (?:tous|fort)`,
      `supprime\\w* ${GAP}comptes|vide\\w* (?:sa|son|ma|mon) (?:chambre|casier|armoire)|testament`,
      `papiers ranges|papiers en ordre|a ouvrir apres|concession ${GAP}cimetiere|(?:donne|offert|offre|distribue)\\w* ${GAP}(?:preferes|preferees|bagues|cd|collection)`,
      `(?:donne|distribue|offert|offre|rendu|legue|cede|transfer)\\w* ${GAP}(?:cartes|jeux|figurines|peluches|ordinateur|tablette|guitare|collection)`,
      `(?:peux|peut|pouvait|pourra|pourras|pourrez) (?:garder|prendre) (?:mon|son|ma|sa|mes|ses) (?:ordinateur|chambre|console|velo|affaires|tablette|telephone)`,
      `lettres? (?:pour|a) (?:sa|son|ses|ma|mon|mes) (?:petite? )?(?:soeur|frere|fille|fils|enfants|parents|mere|pere)`,
      `(?:demande|propose)\\w* de prendre (?:ses|mes|son|mon|sa|ma) (?:outils|affaires|velo|livres|bijoux|montre|voiture|collection)`,
      `vide\\w* (?:son|sa|ses) (?:atelier|garage|armoires?|tiroirs?|appartement|cave)|enveloppe pour (?:moi|toi|vous|sa|son|ses|ma|mon|mes)|occupe\\w* de (?:lui|elle|eux) apres`,
      `occuper de (?:maman|papa|ta mere|ton pere|ma mere|mon pere|ta soeur|ton frere)|(?:serre|pris)\\w* dans ses bras${gap(8)}(?:jamais|pas son genre)`,
      `lettres? (?:pour|a) (?:ma|mon|sa|son) (?:femme|mari|epouse|compagne|compagnon)|assurance vie|tout range${gap(4)}(?:bureau|papiers|affaires)`,
      `dire au revoir comme il faut|relouer sa chambre|ecrit une lettre a (?:mes|ses) enfants|lettre ${GAP}(?:dans mon casier|pour mes enfants)`,
      `remerci\\w* (?:tout le monde |tous )?pour tout|comme si ce etait la derniere fois|papiers (?:etaient |sont )?ranges|enveloppe pour (?:sa|son|ses|ma|mon|mes) (?:fille|fils|enfants)`,
    ].join('|'),
  ),
  // A plan or a decision told calmly: "ce serait simple", "j'ai fait le compte", "je sais ce que je ferai".
  intent: re(
    [
      'ce serait (?:si )?simple|ca serait (?:si )?simple|fait le compte|(?:ai|a) tout prepare|tout (?:est )?pret pour',
      '(?:je aurai|il aura|elle aura|ce sera|tout sera) (?:fini|regle|termine)|ce sera la fin|en finir',
      `je sais ce que je (?:ferai|vais faire)|il sait ce que il (?:fera|va faire)|elle sait ce que elle (?:fera|va faire)`,
      'assez vecu|decidee? de (?:arreter|en finir|partir|ne plus)|recommencera|peur de recommencer',
      // A sudden calm after distress often follows the decision.
      '(?:hyper|etrangement|soudain\\w*|bizarrement|anormalement) calme|apaisee? de un coup|presque souriante?',
      `(?:fait|fais) ${gap(2)}expres|volontairement|deliberement|greve (?:de la faim|jusque)`,
      `(?:je )?y pense (?:tous les|chaque) (?:soirs?|jours?|nuits?)|(?:pense|pensais|pensee?)\\w* (?:tres fort )?a (?:lacher|me jeter|sauter|en finir|mourir|me tuer|partir)`,
      `pense\\w* ${gap(3)}a (?:y )?(?:foncer|lacher|me jeter|sauter|en finir|mourir|me tuer|me pendre|avaler|prendre une dose)|le courage de (?:le faire|en finir|partir)|aurai\\w* enfin le courage`,
      `(?:je nous|nous|me|lui) epargne\\w* (?:ca|tout ca)|personne (?:ne )?est au courant`,
      `calcule combien|fait le calcul|ce serait fini|ca serait fini`,
      `en paix avec (?:ca|tout|ma decision)|la prochaine fois${gap(7)}(?:rentrerai|reviendrai|rentrera|reviendra)|trouve une solution plus simple`,
      `refus\\w* ${gap(3)}(?:manger et (?:de )?boire|boire et (?:de )?manger)|(?:fini|stop)${gap(3)}mourir`,
      '(?:air|semble) soulagee?|subitement sereine?|soudain sereine?|pour ne plus me reveiller|ne plus (?:me )?reveiller',
    ].join('|'),
  ),
  selfHarm: re(
    [
      'se scarifi\\w*|scarifi\\w*',
      `coupures? ${GAP}(?:profondes?|bras|cuisses?|poignets?)`,
      'se (?:coupe|brule|mutile)\\w*',
      `coupures? sur|se taillad\\w*|marques? de coupures?`,
    ].join('|'),
  ),
} as const;

/** Acts named outright: each alone is a risk. */
const suicideActs = re(
  [
    `(?:je|il|elle) (?:saute|sauterai|sautera|me jette|se jette|jetterai) ${GAP}(?:pont|fenetre|balcon|train|toit|vide)`,
    `regarde\\w* (?:les )?poutres`,
    'aller dans le lac|me noyer|se noyer|foncer dans (?:un|le) (?:mur|arbre|pilier)',
    `combien de ${gap(4)}(?:pour|faut) ${gap(3)}(?:mourir|en finir|ne plus se reveiller)`,
    `(?:essaye|tente)\\w* de (?:boire|avaler|se pendre|sauter|se jeter|se etrangler|me pendre|me jeter)`,
    `garage${gap(10)}moteur|moteur${gap(10)}garage`,
    `(?:prendrai\\w*|avaler|avalerai\\w*) toute?s? (?:ses|mes|les) (?:pilules|comprimes|medicaments|cachets)`,
    `(?:je|il|elle) (?:vais|va) sauter|pense\\w* ${gap(3)}a lacher le volant`,
    `pense\\w* ${gap(3)}a (?:y )?foncer|comment mourir|je veux mourir${gap(6)}(?:trouve comment|armoire|medicaments)`,
  ].join('|'),
);

/** A child disclosing harm by a parent or another adult at home, in class, at sport. */
const childAbuse = {
  child: re(
    'eleve|enfant|fils|fille|petit|petite|garcon|gamin|gamine|ado|adolescente?|(?<!\\d)(?:[1-9]|1[0-7]) ans|bebe|fillette',
  ),
  // The words a child uses for a parent speak of a child even where no child is named.
  childWords: re('papa|maman|tonton|mamie|le copain de maman|le nouveau mari de maman'),
  told: re(
    [
      `(?:me|nous|lui|il|elle) a (?:dit|confie|raconte|montre|avoue|ecrit|mime|dessine|explique)|a ecrit|pour dire|a utilise sa tablette|a repete`,
      `(?:il|elle) repete|a fait le signe|a signe|a pointe`,
      `(?:me|nous) a demande si|(?:il|elle) dit que (?:il|elle|le|la|un|papa|maman|son|sa)`,
      `il dit que ce est|elle dit que ce est|ce est (?:papa|maman)|(?:il|elle) (?:me )?dit que (?:papa|maman|son|sa)`,
    ].join('|'),
  ),
  adult: re(
    [
      'papa|maman|son pere|sa mere|ma mere|mon pere|beau pere|belle mere|son oncle|mon oncle|tonton|parrain|grand pere',
      'copain (?:de|a) (?:sa |ma )?(?:mere|maman)|nouveau copain|compagnon de|nouveau mari|mon mari|le ami de|entraineur|coach|moniteur|voisin|cousin|un homme',
      'chauffeur|taxi|educateur|veilleur|surveillant|accompagnant|concierge|collegue|employe',
    ].join('|'),
  ),
  harm: re(
    [
      `ceinture|frappe\\w*|tape\\w*|coups?|gifle\\w*|pousse\\w*|marques? ${GAP}(?:rouges|dos|bras|jambes|cou|allongees)|bleus?|brule\\w*|cloques`,
      `touche (?:la|le|ses|mes|mon|ma)|attache\\w*|enferme\\w*|dans la cave|sans manger|me tue|va me tuer|eteint sa (?:clope|cigarette)`,
      `zizi|zezette|foufoune|parties intimes|gestes sexuels|bisous sur|jeu de adultes|jeux secrets|mal en bas|sous la douche|vient dans (?:ma|sa) chambre|vienne seul|personne (?:ne )?me croira`,
      `photos? de (?:lui|elle) nue?|photos? nue?s?|rendez vous seule?|massage|traces de doigts|hematome|tout nue?s?|toute nue`,
      `(?:la|le|me) touche\\b|vient dans (?:son|mon) lit|touche entre les jambes`,
      `cogne\\w*|(?:ose|veut) pas rentrer|peur de rentrer|(?:enferme\\w*|dans) (?:le|un) placard|dans le noir`,
    ].join('|'),
  ),
  // Sexual harm shown or told by a person who may have few words (pictograms, gestures).
  sexualHarm: re(
    [
      `entre (?:ses|les|mes) jambes|(?:pointe|montre|touche)\\w* (?:sa|son|ma|mon) (?:poitrine|sexe|entrejambe|seins|culotte)`,
      `parties intimes|gestes sexuels|(?:la|le|me) touche (?:la|les|sa|ses|ma|mes|entre|sous)|photos? de (?:lui|elle) nue?`,
      `montre\\w* (?:ses|les) fesses|(?:bleus|hematomes) (?:en haut des|sur les|a le interieur des) cuisses|plaie ${gap(3)}(?:vulve|sexe|anus)`,
      `(?:fait|faire|font) des choses${gap(3)}(?:mal|bizarres|pas normales|degoutantes)|emmene dans (?:la|une) (?:reserve|cave|remise)`,
    ].join('|'),
  ),
  secret: re(
    'faut pas le dire|le dire a personne|sinon ce sera pire|ne dis rien|dis rien|secret|ne rien dire|de dire que je suis tombee?|doit pas le dire|promettre de (?:ne )?rien dire|fait promettre',
  ),
};

/** The writer tells they shook or hit the person they care for ("je l'ai secoué", not to wake them). */
const ownHarm = re(
  `je (?:le|la|les) ai (?:secoue|frappe|gifle|bouscule)\\w*(?! (?:doucement|un peu|legerement|pour (?:le|la|les) reveiller))|(?:retrouvee?|surprise?) a (?:le|la|les) (?:secouer|frapper|gifler)`,
);

const ownChild = re(
  '(?:mon|notre|son|un) (?:fils|fille|enfant|bebe|garcon|petit)\\b|(?:garcon|fille|enfant|bebe) de \\d{1,2} (?:ans|mois)',
);

/** A young child left alone or an infant failing: a danger without anyone disclosing it. */
const childNeglect = re(
  [
    `(?:bebe|nourrisson|petit frere|petite soeur|\\d ans)${gap(10)}(?:seule?s? (?:a la maison|a le appartement|chez|toute la nuit)|encore seule?)`,
    `(?:bebe|nourrisson)${gap(20)}(?:pas pris de poids|perdu du poids|tres mou|toute? molle?|ne suit pas du regard|lait tourne|tres maigre|ne pleure (?:presque )?plus|lit souille)`,
    `(?:bebe|nourrisson|\\d (?:ans|mois))${gap(12)}seule?s? (?:dans le appartement|a la maison|dans la voiture)`,
    `personne (?:ne )?(?:est )?venue? (?:la |le )?chercher|couche de la veille|fesses en sang|(?:ne )?repond (?:pas|plus)${gap(6)}(?:maman|papa|parents|mere|pere)${gap(10)}(?:ferme|fermee|seule?)`,
    `rien mange depuis|frigo (?:est )?vide|dort tout le temps avec des bouteilles|reste seule? ${gap(3)}la nuit quand`,
    // Grooming: naked pictures asked and a meeting set.
    `photos? ${gap(3)}nue?s?${gap(20)}rendez vous|rendez vous${gap(20)}photos? ${gap(3)}nue?s?`,
  ].join('|'),
);

const teachingOrPast = re(
  '(?:formation|seance|sensibilisation|animer) |avait ete placee?|a ete placee? (?:a|il y a)|placee? (?:a|il y a) \\d{1,2} ans',
);

const elderAbuse = re(
  [
    // Signs that speak alone: round burns, blood on underwear after a night.
    `brulures? ${GAP}rondes?|brulures? de cigarette|sang sur (?:sa|la|ma) culotte`,
    `(?:ferme\\w*|enferme\\w*) (?:a cle )?${GAP}(?:de le exterieur|dedans)`,
    `bleus en forme de doigts|marques de doigts`,
    `(?:prend|garde|a pris|a garde) ${GAP}(?:sa|son|ses|ma|mon|mes) (?:carte|rente|argent|pension|avs)`,
    `(?:il|elle) (?:me )?(?:a pris|prend|garde|cache) (?:mes|tous mes) medicaments`,
    'lui laisse rien|ne lui laisse rien',
    // Money taken, food withheld, a person locked in or tied, a relative or a carer who hits.
    `(?:retire\\w*|depense\\w*|vide\\w*|preleve\\w*) ${GAP}(?:francs|argent|compte|rente|economies)|(?:francs|argent|economies) ${GAP}(?:retire|disparu|depense|preleve)\\w*|casino`,
    `vendu ${GAP}(?:ma|sa|leur) maison${gap(6)}(?:sans|a son insu|en cachette)`,
    `(?:donne|donner) a manger (?:seulement |que )?(?:si|quand)|(?:frigo|placard|cuisine|armoire)${gap(3)}(?:cadenasse\\w*|ferme\\w* a cle)|prive\\w* de (?:repas|manger|nourriture|sorties)`,
    `(?:me|le|la|les) (?:enferme|enfermait|met|mettait) (?:dans|a) (?:la|sa|une|le) (?:salle de bains|cave|chambre|cuisine|grenier|asile)`,
    `attache\\w* ${GAP}(?:a son lit|au lit|a le lit|a sa chaise|au fauteuil)${gap(8)}(?:sans|aucune)(?: aucune)? (?:prescription|ordonnance|accord)`,
    // (Not a young child hitting their parent: "mon fils de 4 ans me tape".)
    `(?:fils|fille|neveu|niece|mari|femme|belle fille|gendre|petit fils|petite fille|soeur|frere|collegue|veilleur|veilleuse|soignante?|aide soignante?)(?! (?:\\S+ )?de (?:\\d|1[0-4]) ans) ${GAP}(?:me|la|le|les|lui) (?:frappe|tape|pousse|gifle|bat|secoue|brutalise|insulte)\\w*`,
    `(?:gifle\\w*|frappe\\w*|pousse\\w*|bouscule\\w*|secoue\\w*|pince\\w*) (?:un|une|le|la) (?:resident|residente|patient|patiente|dame|monsieur|beneficiaire)`,
    `si (?:elle|il|je) (?:en )?(?:parle|parlait|dis|dit|disait) ${GAP}(?:pire|asile|enferme|mettra|mettrait|frappe)`,
    `(?:gifle\\w*|frappe\\w*|bouscule\\w*|secoue\\w*|attache\\w*) (?:mme|madame|monsieur|mr) `,
    `attache\\w* ${GAP}(?:a sa chaise|au lit|a son lit|a son fauteuil) avec (?:un|des) draps?`,
    `draps souilles|escarre${gap(4)}(?:profonde|infectee|sent)|pas de eau a portee|(?:que|qua) a crever|se couche sur (?:elle|lui)|(?:leur|notre) secret`,
    `(?:le|la|lui|me) a (?:poussee?|frappee?|giflee?|battue?|secouee?|brutalisee?) contre`,
    `(?:dehors|sur le balcon)${gap(8)}(?:a cle|toute la nuit)|laisse\\w* dehors toute la nuit`,
    `(?:le|la) enferme a cle|lui prend tout|signe une procuration`,
    `attache\\w* (?:a|sur) (?:la|sa|une|le|son) (?:chaise|lit|fauteuil|radiateur|table)${gap(6)}(?:avec|par) (?:des|un|une|ses) (?:foulards?|draps?|ceintures?|cordes?|liens|scotch|sangles?|echarpes?)`,
    `(?:frappe|tape)\\w*${gap(3)}(?:prend|prennent|vole\\w*) (?:son |le |de le )?argent|(?:donne|donnait) son argent${gap(8)}(?:hommes|gars|types|jeunes)`,
    `protection (?:etait )?pleine depuis|plaie ouverte${gap(12)}(?:soif|sentait|coulait)`,
    // A colleague who slaps, forces food in, threatens the witness.
    `(?:collegue|soignante?|aide soignante?|veilleu\\w*|infirmiere?|educat\\w*|assc)${gap(10)}(?:donne\\w* une (?:gifle|claque|baffe)|pince\\w* le nez|enfourne\\w*|force\\w* a (?:manger|avaler))`,
    `si (?:je|tu|vous) (?:en )?(?:parle|parles|parlez|dis|dites)${gap(6)}(?:perde\\w*|perdre|virer|vire|renvoyer|licencier) (?:ma|ta|votre)? ?(?:place|poste|travail)?`,
    `(?:la|le|me) touche (?:entre|sous|aux)|touche entre les jambes|pour que (?:elle|il) se taise`,
    `(?:pire|asile|enferme\\w*|mettrait|frappe\\w*)${gap(8)}si (?:elle|il|je) (?:en )?(?:parle|parlait|dit|disait)`,
  ].join('|'),
);

const violenceNow = re(
  [
    `(?:a pris|prend|tient|brandit|pointe\\w*|sorti) ${GAP}(?:un |le |son )?(?:grand )?(?:couteau|ciseaux|cutter|arme|marteau|tesson)`,
    `en train de (?:frapper|taper|battre|etrangler)`,
    `(?:pointant|pointe) ${GAP}vers`,
    '(?:il|elle) (?:va|veut) (?:la|le|les|nous|vous) tuer',
    '(?:canne|baton|chaise) levee?',
    // A weapon at hand next to a threat or an attack under way.
    `(?:couteau|cran de arret|lame|bouteille cassee|morceau de verre|fusil|pistolet|arme|hache|marteau|ciseaux)${gap(15)}(?:tuer|planter|saigner|regler|faire la peau|buter|crever|egorger|poursui\\w*|attaque\\w*|menace\\w*|payer)`,
    `(?:va|veut|allait|vais) (?:la |le |me |les )?(?:tuer|planter|saigner|faire la peau|buter|egorger)${gap(15)}(?:couteau|cran de arret|lame|bouteille|verre|fusil|pistolet|arme|hache|marteau)`,
    `(?:charge|achete)\\w* (?:son |un )?(?:fusil|pistolet|arme)`,
    `tient ${GAP}par le cou|serre ${GAP}(?:le|son) cou|poursuit (?:une|un|la|le) (?:residente?|enfant|educat\\w*|collegue)`,
    `(?:il|elle) (?:va|veut) tuer (?:le|la|les|mon|ma|son|sa)`,
    `(?:revolver|fusil|pistolet|arme)${gap(20)}(?:va|veut|menace de) tirer|(?:va|veut|menace de) tirer${gap(12)}(?:revolver|fusil|pistolet|arme)`,
    `frappent ${GAP}(?:avec une barre|avec un baton)|barre de fer|en ce moment meme${gap(12)}(?:frapp\\w*|bat\\w*|tape\\w*)`,
    `(?:la maintenant|en ce moment)${gap(16)}(?:frapp\\w*|bat\\w*|tape\\w*)|frapp\\w* ${gap(6)}(?:a la tete|au visage|la tete|le visage)${gap(12)}saign\\w*`,
    `(?:enfermee?s?|cachee?s?|refugiee?s?|ecris) (?:de |dans |a )?(?:la salle de bains?|les toilettes|la chambre|la cave)${gap(12)}(?:tape|frappe|cogne|hurle|casse)\\w*|casse tout${gap(12)}(?:frappe|tape)\\w*`,
    `(?:crie|hurle|appelle)\\w* (?:a le aide|au secours)${gap(10)}(?:bruits?|coups|chute)|(?:bruits? de (?:chute|coups)|des coups)${gap(10)}(?:crie|hurle)\\w* (?:a le aide|au secours)|hurle je vais te tuer`,
    `je (?:te|vais te) (?:balance|jette|defonce)\\w*${gap(3)}(?:par la fenetre|comme le chat|contre le mur)`,
    `(?:arrete|stop)${gap(2)}tu me fais mal|tu me fais mal${gap(6)}(?:arrete|au secours)|sang sur (?:la|les|sa|ses) mains?${gap(20)}(?:crie|cris|hurle)|(?:crie|hurle)\\w* encore${gap(4)}(?:dedans|a le interieur)`,
    `(?:tete|visage) contre (?:le|la|un|une|les) (?:mur|radiateur|sol|table|porte|lavabo|carrelage|vitre)${gap(10)}saign\\w*`,
  ].join('|'),
);

const medical = re(
  [
    `bouche (?:de travers|tordue|qui tombe)|bras (?:droit |gauche )?(?:retombe|ne tient plus)|visage (?:de travers|paralyse)`,
    `(?:xarelto|eliquis|sintrom|marcoumar|anticoagul\\w*)${gap(12)}(?:vomi\\w*|somnolent\\w*|endormi\\w*)`,
    `(?:tape|cogne|tombe\\w*)${gap(8)}tete${gap(12)}(?:vomi\\w*|somnolent\\w*)`,
    `(?:nuque raide|baisser le menton|taches? violettes?)`,
    '(?:plaquettes? vides?|comprimes? qui manquent)',
    // Dehydration with drowsiness; fever with a stiff neck or light hurting.
    `(?:ne boit (?:presque )?(?:plus|rien)|pas fait pipi)${gap(40)}(?:a peine a (?:la|le) reveiller|se rendort|toute? molle?|repond a peine)`,
    `fievre${gap(20)}(?:nuque|supporte pas la lumiere)`,
    // Stroke signs in the words people use; sudden confusion with a high fever.
    `bouche (?:\\S+ )?tombe|arrive plus a lever (?:le|son) bras|parle bizarrement|parole pateuse|(?:ne )?trouve plus ses mots depuis`,
    `(?:39|40|41)(?: \\d)? de fievre${gap(20)}(?:respire vite|ne sait plus|confus\\w*|parle a des gens)|(?:ne sait plus ou|confus\\w*)${gap(20)}(?:39|40|41)(?: \\d)? de fievre`,
    `(?:39|40|41)(?: \\d)? de fievre${gap(25)}(?:reconnait plus|se endort|pas urine)`,
    `(?:douleur|serre|oppression|mal)${gap(6)}poitrine${gap(10)}(?:bras gauche|machoire|transpire)|saigne\\w* (?:de la|a la) tete`,
    // A seizure that goes on (past five minutes) or grey, blue lips.
    `crise${gap(14)}(?:[5-9]|[1-5]\\d|cinq|six|sept|huit|dix|quinze|vingt) minutes${gap(10)}(?:ne se arrete pas|toujours|continue)`,
    `crise${gap(10)}ne se arrete pas|convulse\\w* ${gap(6)}(?:depuis|toujours|ne se arrete)`,
    `levres (?:deviennent |sont |toutes? )?(?:grises|violettes)`,
    `(?:sourire|bouche|visage) (?:est )?de travers|lache\\w*${gap(6)}(?:de la )?main (?:gauche|droite)|n importe quoi${gap(12)}(?:travers|main gauche|main droite)`,
    `(?:39|40|41)(?: \\d)? de fievre${gap(20)}(?:cou|nuque|bouger la tete|lumiere)|lumiere (?:le|la) gene${gap(12)}fievre`,
    `vomit tout|yeux creux${gap(12)}(?:molle?|reagit|repond)|toute? molle?${gap(8)}(?:reagit|repond) (?:presque )?(?:pas|plus)`,
    `(?:tient|serre|main sur) la poitrine${gap(14)}(?:grise?|sueur|transpire|bras gauche|vomi)|poitrine${gap(14)}(?:bras gauche|machoire)`,
    `(?:manque|avale|disparu|retrouve)\\w*${gap(8)}piles? (?:rondes?|bouton|plates?)|piles? (?:rondes?|bouton)${gap(14)}(?:bave|tousse|avale|vomi)`,
    `(?:diabet\\w*|insuline)${gap(30)}(?:transpire|sueur|tremble)${gap(10)}(?:confus\\w*|bizarre|agressi\\w*)|(?:transpire|sueur|tremble)${gap(10)}(?:confus\\w*)${gap(30)}(?:diabet\\w*|insuline)`,
    `levres (?:deviennent |sont |toutes? )?bleues|se tient la gorge|ne fait plus aucun bruit`,
  ].join('|'),
);

/**
 * An act named outright, unless it is the answer to a condition said just before ("si on me
 * ressert des épinards, je me jette par la fenêtre"): that one counts like the words alone.
 */
function namedAct(clean: string): boolean {
  suicideActs.lastIndex = 0;
  for (const match of clean.matchAll(suicideActs)) {
    const before = clean.slice(Math.max(0, match.index - 60), match.index);
    if (!/\bsi (?:on|vous|tu|ils|elles|le|la|les|ma|mon|sa|son) /.test(before)) return true;
  }
  return false;
}

function count(pattern: RegExp, text: string) {
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/**
 * The emergency kinds these signals add to what the lexicon found. `alsoSignalled`: suicide
 * signals found another way (the phrase bank, engine/danger-bank.ts), counted with these.
 */
export function riskFromSignals(clean: string, alsoSignalled: readonly string[] = []): EmergencyKind[] {
  const kinds: EmergencyKind[] = [];
  const signalled = new Set([...suicideSignalKinds(clean), ...alsoSignalled.map(signalName)]);
  let suicideKinds = signalled.size;
  // Several farewells (belongings given away, a goodbye posted, letters left) weigh as two kinds.
  suicideSignals.farewell.lastIndex = 0; // matchAll starts where the last test() stopped
  if (new Set(Array.from(clean.matchAll(suicideSignals.farewell), (match) => match[0])).size >= 2)
    suicideKinds += 1;
  if (suicideKinds >= 2 || namedAct(clean)) kinds.push('suicide');
  const disclosed =
    (count(childAbuse.child, clean) || count(childAbuse.childWords, clean)) &&
    count(childAbuse.adult, clean) &&
    count(childAbuse.harm, clean) &&
    (count(childAbuse.told, clean) || count(childAbuse.secret, clean));
  // Teaching about abuse, or a past placement long dealt with, is not a disclosure today.
  const aside = count(teachingOrPast, clean);
  if (disclosed && !aside) kinds.push('maltraitance', 'enfant_danger');
  else if (
    count(childAbuse.told, clean) &&
    count(childAbuse.adult, clean) &&
    count(childAbuse.sexualHarm, clean) &&
    !aside
  )
    kinds.push('maltraitance');
  if (count(ownHarm, clean)) {
    kinds.push('maltraitance');
    if (count(ownChild, clean)) kinds.push('enfant_danger');
  }
  if (count(childNeglect, clean)) kinds.push('enfant_danger');
  if (count(elderAbuse, clean)) kinds.push('maltraitance');
  if (count(violenceNow, clean)) kinds.push('violence');
  if (count(medical, clean)) kinds.push('urgence_medicale');
  return kinds;
}

/** Which suicide-signal kinds a text shows (for tests and tuning). */
export function suicideSignalKinds(clean: string): string[] {
  return Object.entries(suicideSignals)
    .filter(([, pattern]) => count(pattern, clean))
    .map(([kind]) => kind);
}

/** Whether a text shows a plan or its making: means, a time, farewells, intent, self-harm. */
export function showsPlan(clean: string, alsoSignalled: readonly string[] = []): boolean {
  return [...suicideSignalKinds(clean), ...alsoSignalled.map(signalName)].some(
    (kind) => kind !== 'burden' && kind !== 'leave',
  );
}

/** The bank's names for the signals ("self_harm") in this file's words ("selfHarm"). */
const signalName = (kind: string) => (kind === 'self_harm' ? 'selfHarm' : kind);
